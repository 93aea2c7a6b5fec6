import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import type { StaffApiError } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { asStaffError } from '../../shared/use-action.ts';

/** A party's seat numbers, and for a role that may, a small form to give it others ('5-6'). */
export function PartySeats({ party, name, onSeats }: { party: TonightParty; name: string; onSeats?: (seats: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!onSeats) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSeats(String(new FormData(event.currentTarget).get('seats') ?? ''));
      setEditing(false);
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  const label = party.seats ? t('floor.seats.label', { seats: party.seats }) : t('floor.seats.none');
  return (
    <div className="party-seats">
      <span className="party-seat-numbers">{label}</span>
      {onSeats && !editing && (party.status === 'pending' || party.status === 'hold') && (
        <button type="button" onClick={() => setEditing(true)} aria-label={t('floor.seats.change_for', { name })}>
          {t('floor.seats.change')}
        </button>
      )}
      {editing && (
        <form className="seats-form" aria-label={t('floor.seats.change_for', { name })} onSubmit={(event) => void save(event)}>
          <label>
            {t('floor.seats.field')}
            <input name="seats" defaultValue={party.seats ?? ''} inputMode="numeric" autoComplete="off" maxLength={9} required />
          </label>
          <button type="submit" disabled={busy}>{t('floor.seats.save')}</button>
          <button type="button" onClick={() => { setEditing(false); setError(undefined); }}>{t('floor.seats.cancel')}</button>
        </form>
      )}
      <ErrorText error={error} />
    </div>
  );
}
