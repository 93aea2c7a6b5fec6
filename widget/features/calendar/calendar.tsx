import { useMemo } from 'react';
import { lastBookableDay } from '../../../api-client/rules/booking-window.ts';
import { monthOf } from '../../../api-client/rules/restaurant-date.ts';
import { useRestaurantCard } from '../../app/use-restaurant-card.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { dayWords } from './calendar-day.tsx';
import { CalendarGrid } from './calendar-grid.tsx';
import { CalendarHead } from './calendar-head.tsx';
import { CalendarNotes } from './calendar-notes.tsx';
import { useCalendarFocus } from './use-calendar-focus.ts';
import { useMonthAvailability } from './use-month-availability.ts';

/**
 * One month as an ARIA grid: one day in the tab order, arrow keys move between days and months, Enter
 * or Space picks one. Days show as loading until the horizon is known; `time` (the restaurant's
 * 'HH:mm' now) marks today passed once its last seating has come.
 */
export function Calendar({ today, time, selected, onSelect }: { today: string; time: string; selected: string | null; onSelect: (date: string) => void }) {
  const text = useWidgetText();
  const { t, lang } = text;
  const words = useMemo(() => dayWords(text), [text]);
  const { card, failed, retry } = useRestaurantCard();
  const horizonDays = card?.booking_rules.horizon_days;
  const { month, grid, showPrevious, showNext, goToMonth, onKeyDown, setFocused, focusDate } = useCalendarFocus(today, selected, horizonDays);
  const { loading: monthLoading, availability } = useMonthAvailability(month);
  const seatingTimes = card?.hours.seating_times ?? [];
  const todayOver = seatingTimes.length > 0 && seatingTimes.every((seating) => seating <= time);
  const loading = monthLoading || horizonDays === undefined;
  const context = { month, today, selected, loading, horizonDays, todayOver, ...availability };
  const lastDay = horizonDays === undefined ? null : lastBookableDay(today, horizonDays);
  // The closed days' notes shown this month, in the guest's language (only days the month shows as closed).
  const notes = useMemo(() => {
    const shown = (card?.closures ?? []).filter((closure) => monthOf(closure.date) === month && availability.closed.has(closure.date));
    return new Map(shown.map((closure) => [closure.date, lang === 'zh' ? closure.note_zh : closure.note_en]));
  }, [card, availability, month, lang]);

  const titleId = 'tb-calendar-title';
  return (
    <div className="tb-calendar">
      <CalendarHead month={month} titleId={titleId} showPrevious={showPrevious} showNext={showNext} goToMonth={goToMonth} />
      {failed ? (
        <p role="alert" className="tb-problem">
          {t('embed.unreachable')}{' '}
          <button type="button" className="tb-button tb-button--quiet" onClick={retry}>
            {t('embed.retry')}
          </button>
        </p>
      ) : (
        loading && <Spinner label={t('calendar.loading')} />
      )}
      <CalendarGrid
        month={month}
        titleId={titleId}
        gridRef={grid}
        context={context}
        words={words}
        focusDate={focusDate}
        notes={notes}
        onKeyDown={onKeyDown}
        onFocusDay={setFocused}
        onSelect={onSelect}
      />
      <CalendarNotes month={month} lastDay={lastDay} horizonDays={horizonDays} notes={notes} />
    </div>
  );
}
