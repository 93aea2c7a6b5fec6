import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import { staffResources, useBookingsChanged, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import type { Mark } from './party-card.tsx';
import { TonightView } from './tonight-view.tsx';
import { WalkInForm } from './walk-in-form.tsx';
import { ShiftNote } from './shift-note.tsx';

/** Tonight in Shanghai, read again whenever a booking changes anywhere; marks for the roles that may. */
export function TonightScreen({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const tonight = useStaffResource(staffResources.tonight(api));
  const changed = useBookingsChanged();
  const mark = async (party: TonightParty, chosen: Mark) => {
    await api.send('admin_mark_booking', { params: { code: party.code }, body: { mark: chosen, revision: party.revision } });
    await changed();
  };
  const seats = async (party: TonightParty, chosen: string) => {
    await api.send('admin_place_seats', { params: { code: party.code }, body: { seats: chosen, revision: party.revision } });
    await changed();
  };
  if (tonight.error) return <ErrorText error={tonight.error} />;
  if (!tonight.data) return <p role="status">{t('loading')}</p>;
  return (
    <TonightView
      tonight={tonight.data}
      {...(may(me.role, 'admin_mark_booking') ? { onMark: mark } : {})}
      {...(may(me.role, 'admin_place_seats') ? { onSeats: seats } : {})}
      {...(may(me.role, 'admin_walk_in') ? { walkIn: <WalkInForm api={api} tonight={tonight.data} /> } : {})}
      note={<ShiftNote date={tonight.data.date} note={tonight.data.shift_note} {...(may(me.role, 'staff_shift_note') ? { api } : {})} />}
    />
  );
}
