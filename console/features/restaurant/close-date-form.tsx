import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A date to close, as typed: its note, and whether its bookings are kept. */
export interface DateToClose {
  date: string;
  note: string;
  keep: boolean;
}

/** A date to close with its note; emptied once the date is closed. */
export function CloseDateForm({ busy, close }: { busy: boolean; close(fields: DateToClose): Promise<boolean> }) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [keep, setKeep] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await close({ date, note, keep })) {
      setDate('');
      setNote('');
      setKeep(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <div className="field-grid">
        <div className="field">
          <label htmlFor="close-date">{t('restaurant.close_date')}</label>
          <input id="close-date" type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        <NoteAndKeep id="close-note" label={t('restaurant.close_note')} note={note} keep={keep} onNote={setNote} onKeep={setKeep} />
      </div>
      <button type="submit" disabled={busy}>
        {t('restaurant.close_submit')}
      </button>
    </form>
  );
}

/** A closing's note (200 characters at most) and the box that keeps the bookings it would leave on a closed evening. */
export function NoteAndKeep({ id, label, note, keep, onNote, onKeep }: { id: string; label: string; note: string; keep: boolean; onNote(note: string): void; onKeep(keep: boolean): void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} maxLength={200} value={note} onChange={(event) => onNote(event.target.value)} />
      </div>
      <label className="inline-choice">
        <input type="checkbox" checked={keep} onChange={(event) => onKeep(event.target.checked)} />
        {t('restaurant.close_keep')}
      </label>
    </>
  );
}
