import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../shared/error-text.tsx';
import { KeepOverChoice } from '../restaurant/over-seats-list.tsx';
import { useEveningChange } from './use-evening-change.ts';

/** What an evening's seats are set to: the area, its seats (0 for a buy-out) and the team's note. */
export interface EveningSeats {
  area: string;
  seats: number | null;
  note: string;
  keep: boolean;
}

/**
 * One evening's seats for an area, a buy-out at 0: refused with the evenings' bookings when guests
 * are booked beyond them, then saved with the box ticked that keeps those bookings.
 */
export function EveningSeatsForm({ areas, save }: { areas: Array<{ code: string; name: string }>; save(change: EveningSeats): Promise<string> }) {
  const { t } = useTranslation();
  const [area, setArea] = useState(areas[0]?.code ?? 'counter');
  const [seats, setSeats] = useState('0');
  const [note, setNote] = useState('');
  const [keep, setKeep] = useState(false);
  const { busy, error, done, run } = useEveningChange();
  const submit = async (change: EveningSeats) => {
    if (await run(() => save(change))) setKeep(false);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ area, seats: Number(seats), note, keep });
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="buyout-heading">
      <h2 id="buyout-heading">{t('evenings.buyout')}</h2>
      <p className="muted">{t('evenings.buyout_hint')}</p>
      <div className="field-grid">
        <div className="field">
          <label htmlFor="evening-area">{t('evenings.area')}</label>
          <select id="evening-area" value={area} onChange={(event) => setArea(event.target.value)}>
            {areas.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="evening-seats">{t('evenings.seats')}</label>
          <input id="evening-seats" type="number" inputMode="numeric" min={0} max={500} required value={seats} onChange={(event) => setSeats(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="evening-note">{t('evenings.note')}</label>
          <input id="evening-note" maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
      </div>
      <ErrorText error={error} />
      {error && error.evenings.length > 0 && <KeepOverChoice evenings={error.evenings} keep={keep} onKeep={setKeep} />}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {t('evenings.save_seats')}
        </button>
        <button type="button" disabled={busy} onClick={() => void submit({ area, seats: null, note: '', keep: false })}>
          {t('evenings.own_seats')}
        </button>
      </div>
      <p role="status">{done}</p>
    </form>
  );
}
