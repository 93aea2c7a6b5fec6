import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { GuestText } from '../../shared/guest-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';

/** The evening's note for the team, and for a role that may, a form to write it (empty removes it). */
export function ShiftNote({ api, date, note }: { api?: StaffApi; date: string; note: string }) {
  const { t } = useTranslation();
  const action = useBookingAction();
  const [editing, setEditing] = useState(false);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('note') ?? '');
    const saved = await action.run(() => api!.send('staff_shift_note', { params: { date }, body: { note: text } }));
    if (saved) setEditing(false);
  };
  return (
    <section className="shift-note" aria-labelledby="shift-note-heading">
      <h2 id="shift-note-heading">{t('floor.shift_note.heading')}</h2>
      {!editing && <p>{note ? <GuestText text={note} /> : <span className="muted">{t('floor.shift_note.none')}</span>}</p>}
      {api && !editing && (
        <button type="button" onClick={() => setEditing(true)}>
          {t('floor.shift_note.edit')}
        </button>
      )}
      {editing && (
        <form onSubmit={(event) => void save(event)}>
          <label>
            {t('floor.shift_note.field')}
            <textarea name="note" defaultValue={note} maxLength={2000} rows={3} />
          </label>
          <div className="form-actions">
            <button type="submit" className="primary" disabled={action.busy}>{t('floor.shift_note.save')}</button>
            <button type="button" onClick={() => { setEditing(false); action.clear(); }}>{t('floor.seats.cancel')}</button>
          </div>
        </form>
      )}
      <ErrorText error={action.error} />
    </section>
  );
}
