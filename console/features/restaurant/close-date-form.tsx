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
        <div className="field">
          <label htmlFor="close-note">{t('restaurant.close_note')}</label>
          <input id="close-note" maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <label className="inline-choice">
          <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
          {t('restaurant.close_keep')}
        </label>
      </div>
      <button type="submit" disabled={busy}>
        {t('restaurant.close_submit')}
      </button>
    </form>
  );
}
