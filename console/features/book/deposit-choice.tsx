import { useTranslation } from 'react-i18next';
import type { NewGuest } from './new-guest.ts';

/** The deposit of a booking made for a guest: asked by a payment link, or waived with a reason by a manager or owner. */
export function DepositChoice({ name, guest, mayWaive, set }: { name: string; guest: NewGuest; mayWaive: boolean; set(change: Partial<NewGuest>): void }) {
  const { t } = useTranslation();
  const kinds = mayWaive ? (['link', 'waive'] as const) : (['link'] as const);
  return (
    <fieldset className="choice-group">
      <legend>{t('new_booking.deposit')}</legend>
      {!mayWaive && <p className="muted">{t('new_booking.waive_managers_only')}</p>}
      {kinds.map((kind) => (
        <label key={kind}>
          <input type="radio" name={`${name}-deposit`} value={kind} checked={guest.deposit === kind} onChange={() => set({ deposit: kind })} />
          {t(`new_booking.deposit_${kind}`)}
        </label>
      ))}
      {guest.deposit === 'waive' && (
        <label className="stacked">
          {t('new_booking.waive_reason')}
          <input required maxLength={500} value={guest.reason} onChange={(event) => set({ reason: event.target.value })} />
        </label>
      )}
    </fieldset>
  );
}
