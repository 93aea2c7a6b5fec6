import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { BookingDetail } from '../booking/booking-detail.tsx';

/** A whole booking code not in the list shown: offered to look up, then the booking it names. */
export function CodeLookup({ api, me, code, lookedUp, onLookUp }: { api: StaffApi; me: StaffMe; code: string; lookedUp: boolean; onLookUp(): void }) {
  const { t } = useTranslation();
  return (
    <div className="code-lookup">
      {lookedUp ? (
        <>
          <h2 className="book-row-heading">{t('book.looked_up', { code })}</h2>
          <BookingDetail api={api} me={me} code={code} />
        </>
      ) : (
        <button type="button" onClick={onLookUp}>
          {t('book.look_up', { code })}
        </button>
      )}
    </div>
  );
}
