import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import { may } from '../../app/permissions.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useBookingAction } from '../../shared/use-action.ts';

/** The dates the restaurant is closed, with their notes; managers close and open dates again. */
export function ClosedDatesSection({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const closed = useStaffResource(staffResources.closedDates(api));
  const action = useBookingAction();
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [keep, setKeep] = useState(false);
  const [done, setDone] = useState('');
  const editable = may(me.role, 'admin_close_date');
  const change = async (work: () => Promise<unknown>, said: string) => {
    setDone('');
    const result = await action.run(work);
    if (result === undefined) return false;
    closed.reload();
    setDone(said);
    return true;
  };
  const close = async (event: FormEvent) => {
    event.preventDefault();
    if (await change(() => api.send('admin_close_date', { body: { date, note, keep } }), t('restaurant.closed_done', { date }))) {
      setDate('');
      setNote('');
      setKeep(false);
    }
  };
  return (
    <section aria-labelledby="closed-heading">
      <h2 id="closed-heading">{t('restaurant.closed')}</h2>
      {closed.error ? (
        <ErrorText error={closed.error} />
      ) : !closed.data ? (
        <p role="status">{t('loading')}</p>
      ) : closed.data.length === 0 ? (
        <p className="muted">{t('restaurant.none_closed')}</p>
      ) : (
        <ul className="detail-list">
          {closed.data.map((day) => (
            <li key={day.day}>
              <strong>{day.day}</strong> {[day.note, day.note_zh].filter(Boolean).join(' · ')}{' '}
              {editable && (
                <button
                  type="button"
                  disabled={action.busy}
                  onClick={() => void change(() => api.send('admin_reopen_date', { params: { date: day.day } }), t('restaurant.reopened', { date: day.day }))}
                >
                  {t('restaurant.reopen', { date: day.day })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <form onSubmit={(event) => void close(event)}>
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
          <button type="submit" disabled={action.busy}>
            {t('restaurant.close_submit')}
          </button>
        </form>
      )}
      <ErrorText error={action.error} />
      <p role="status">{done}</p>
    </section>
  );
}
