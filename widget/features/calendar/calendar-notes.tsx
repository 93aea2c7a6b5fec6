import { monthOf } from '../../../api-client/rules/restaurant-date.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { formatDayMonth, formatLongDate } from '../../rules/formats.ts';

interface CalendarNotesProps {
  month: string;
  /** The last day the horizon allows, once known. */
  lastDay: string | null;
  horizonDays: number | undefined;
  /** The closed days' notes shown this month, by date. */
  notes: Map<string, string>;
}

/** Under the grid: why days are greyed, in the month where they begin, and why days are closed. */
export function CalendarNotes({ month, lastDay, horizonDays, notes }: CalendarNotesProps) {
  const { t, lang } = useWidgetText();
  return (
    <>
      {lastDay !== null && monthOf(lastDay) <= month && (
        <p className="tb-calendar__note">{t('calendar.horizonNote', { count: horizonDays, date: formatDayMonth(lastDay, lang) })}</p>
      )}
      {notes.size > 0 && (
        <ul className="tb-calendar__notes" aria-label={t('calendar.closedNotes')}>
          {[...notes].map(([date, note]) => (
            <li key={date}>{t('calendar.closedNote', { date: formatLongDate(date, lang), note })}</li>
          ))}
        </ul>
      )}
    </>
  );
}
