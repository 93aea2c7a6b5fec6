import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';
import { areaName } from './area-name.ts';
import { AreaSeatings } from './area-seatings.tsx';
import { NewSeatingForm } from './new-seating-form.tsx';

/** Each area's seats and seating times; owners add and stop times and change the seats. */
export function SeatingsSection({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const seatings = useStaffResource(staffResources.seatings(api));
  const action = useBookingAction();
  const [time, setTime] = useState('');
  const [area, setArea] = useState('');
  if (seatings.error) return <ErrorText error={seatings.error} />;
  if (!seatings.data) return <p role="status">{t('loading')}</p>;
  const overview = seatings.data;
  const nameOf = (code: string) => areaName(overview.areas, lang, code);
  /** The change's answer once made (the list then read again); undefined when refused. */
  const change = async (work: () => Promise<unknown>) => {
    const done = await action.run(work);
    if (done !== undefined) seatings.reload();
    return done;
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = area || overview.areas[0]?.code;
    if ((await change(() => api.send('admin_add_seating', { body: { time, area: chosen } }))) !== undefined) setTime('');
  };
  return (
    <section aria-labelledby="seatings-heading">
      <h2 id="seatings-heading">{t('restaurant.seatings')}</h2>
      <p className="muted">{t('restaurant.dining', { minutes: overview.dining_minutes })}</p>
      {overview.areas.map((area) => (
        <AreaSeatings
          key={area.code}
          me={me}
          code={area.code}
          name={nameOf(area.code)}
          seats={area.seats}
          times={overview.seatings.filter((seating) => seating.area === area.code).map((seating) => seating.time)}
          busy={action.busy}
          nameArea={nameOf}
          saveSeats={async (seats, keep) => {
            const answer = await api.send('admin_area_seats', { params: { code: area.code }, body: { seats, ...(keep ? { keep } : {}) } });
            seatings.reload();
            return answer;
          }}
          remove={(time) => void change(() => api.send('admin_remove_seating', { params: { time }, query: { area: area.code } }))}
        />
      ))}
      {may(me.role, 'admin_add_seating') && (
        <NewSeatingForm
          areas={overview.areas.map((option) => ({ code: option.code, name: nameOf(option.code) }))}
          time={time}
          area={area}
          busy={action.busy}
          onTime={setTime}
          onArea={setArea}
          onSubmit={(event) => void add(event)}
        />
      )}
      <ErrorText error={action.error} />
    </section>
  );
}
