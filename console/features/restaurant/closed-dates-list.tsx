import { useTranslation } from 'react-i18next';
import type { ClosedDate } from '../../app/console-data.tsx';

/** The closed dates with their notes, each to open again by a role that may; or that none is closed. */
export function ClosedDatesList({ days, editable, busy, reopen }: { days: ClosedDate[]; editable: boolean; busy: boolean; reopen(date: string): void }) {
  const { t } = useTranslation();
  if (days.length === 0) return <p className="muted">{t('restaurant.none_closed')}</p>;
  return (
    <ul className="detail-list">
      {days.map((day) => (
        <li key={day.day}>
          <strong>{day.day}</strong> {[day.note, day.note_zh].filter(Boolean).join(' · ')}{' '}
          {editable && (
            <button type="button" disabled={busy} onClick={() => reopen(day.day)}>
              {t('restaurant.reopen', { date: day.day })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
