import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../shared/error-text.tsx';
import { NoteAndKeep } from '../restaurant/close-date-form.tsx';
import { BookingLines } from '../restaurant/over-seats-list.tsx';
import type { SeatingChoice } from './waitlist-section.tsx';
import { useEveningChange } from './use-evening-change.ts';

/** One seating closed on the evening: refused with its bookings listed, then closed with them kept when ticked. */
export function SeatingClosureForm({ seatings, close }: { seatings: SeatingChoice[]; close(seating: SeatingChoice, note: string, keep: boolean): Promise<string> }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(seatings[0]?.label ?? '');
  const [note, setNote] = useState('');
  const [keep, setKeep] = useState(false);
  const { busy, error, done, run } = useEveningChange();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const seating = seatings.find((option) => option.label === chosen) ?? seatings[0];
    if (!seating || !(await run(() => close(seating, note, keep)))) return;
    setKeep(false);
    setNote('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="close-seating-heading">
      <h2 id="close-seating-heading">{t('evenings.close_seating')}</h2>
      <p className="muted">{t('evenings.close_hint')}</p>
      <div className="field-grid">
        <div className="field">
          <label htmlFor="close-seating">{t('evenings.seating')}</label>
          <select id="close-seating" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {seatings.map((option) => (
              <option key={option.label}>{option.label}</option>
            ))}
          </select>
        </div>
        <NoteAndKeep id="close-seating-note" label={t('evenings.note')} note={note} keep={keep} onNote={setNote} onKeep={setKeep} />
      </div>
      <ErrorText error={error} />
      {error && error.bookings.length > 0 && <BookingLines bookings={error.bookings} />}
      <button type="submit" disabled={busy || seatings.length === 0}>
        {t('evenings.close')}
      </button>
      <p role="status">{done}</p>
    </form>
  );
}
