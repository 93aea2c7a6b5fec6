import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { canShowNextMonth, lastBookableDay } from '../../../api-client/rules/booking-window.ts';
import { addDays, monthOf } from '../../../api-client/rules/restaurant-date.ts';
import { useRestaurantCard } from '../../app/use-restaurant-card.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { canShowPreviousMonth, dayInfo, monthGrid, nextMonth, previousMonth } from '../../rules/calendar.ts';
import { formatDayMonth, formatLongDate, formatMonthTitle, weekdayHeaders, weekStartOf } from '../../rules/formats.ts';
import { CalendarDay, dayOfEvent, dayWords } from './calendar-day.tsx';
import { useMonthAvailability } from './use-month-availability.ts';

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * One month as an ARIA grid: one day in the tab order, arrow keys move between days and months, Enter
 * or Space picks one. Days show as loading until the horizon is known; `time` (the restaurant's
 * 'HH:mm' now) marks today passed once its last seating has come.
 */
export function Calendar({ today, time, selected, onSelect }: { today: string; time: string; selected: string | null; onSelect: (date: string) => void }) {
  const text = useWidgetText();
  const { t, lang } = text;
  const words = useMemo(() => dayWords(text), [text]);
  const [month, setMonth] = useState(() => monthOf(selected ?? today));
  const [focused, setFocused] = useState(() => selected ?? today);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const { loading: monthLoading, availability } = useMonthAvailability(month);
  const { card, failed, retry } = useRestaurantCard();
  const horizonDays = card?.booking_rules.horizon_days;
  const seatingTimes = card?.hours.seating_times ?? [];
  const todayOver = seatingTimes.length > 0 && seatingTimes.every((seating) => seating <= time);
  const loading = monthLoading || horizonDays === undefined;
  const showPrevious = canShowPreviousMonth(month, today);
  const showNext = horizonDays !== undefined && canShowNextMonth(month, today, horizonDays);
  const context = { month, today, selected, loading, horizonDays, todayOver, ...availability };
  const lastDay = horizonDays === undefined ? null : lastBookableDay(today, horizonDays);
  // The closed days' notes shown this month, in the guest's language (only days the month shows as closed).
  const notes = useMemo(() => {
    const shown = (card?.closures ?? []).filter((closure) => monthOf(closure.date) === month && availability.closed.has(closure.date));
    return new Map(shown.map((closure) => [closure.date, lang === 'zh' ? closure.note_zh : closure.note_en]));
  }, [card, availability, month, lang]);

  // A layout effect, so focus has moved before the next key arrives (a late focus event would undo it).
  useLayoutEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const goToMonth = (target: string) => {
    setMonth(target);
    const first = `${target}-01`;
    setFocused(first < today ? today : first);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Step from the day that has focus now: keys can come faster than the grid renders.
    const from = dayOfEvent(event)?.date ?? focused;
    let target: string | null = null;
    if (event.key in KEY_STEPS) target = addDays(from, KEY_STEPS[event.key]!);
    else if (event.key === 'Home') target = `${month}-01`;
    else if (event.key === 'End') target = addDays(`${nextMonth(month)}-01`, -1);
    if (!target) return;
    event.preventDefault();
    const targetMonth = monthOf(target);
    if (targetMonth > month && !showNext) return;
    if (targetMonth < month && !showPrevious) return;
    if (target < today) target = today;
    moved.current = true;
    if (targetMonth !== month) setMonth(targetMonth);
    else grid.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
    setFocused(target);
  };

  const titleId = 'tb-calendar-title';
  const focusDate = monthOf(focused) === month ? focused : `${month}-01`;
  return (
    <div className="tb-calendar">
      <div className="tb-calendar__head">
        {showPrevious ? (
          <button type="button" className="tb-icon-button" aria-label={t('calendar.previousMonth')} onClick={() => goToMonth(previousMonth(month))}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : (
          <span className="tb-icon-button tb-icon-button--placeholder" aria-hidden="true" />
        )}
        <h3 id={titleId} className="tb-calendar__title" aria-live="polite">
          {formatMonthTitle(month, lang)}
        </h3>
        {showNext ? (
          <button type="button" className="tb-icon-button" aria-label={t('calendar.nextMonth')} onClick={() => goToMonth(nextMonth(month))}>
            <span aria-hidden="true">›</span>
          </button>
        ) : (
          <span className="tb-icon-button tb-icon-button--placeholder" aria-hidden="true" />
        )}
      </div>
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
      <table
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        className="tb-calendar__grid"
        aria-busy={loading}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const day = dayOfEvent(event);
          if (day) setFocused(day.date);
        }}
        onClick={(event) => {
          const day = dayOfEvent(event);
          if (day?.selectable) onSelect(day.date);
        }}
      >
        <thead>
          <tr>
            {weekdayHeaders(lang).map((day) => (
              <th key={day.long} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, weekStartOf(lang)).map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <CalendarDay key={day.date} info={dayInfo(day.date, context)} words={words} tabbable={day.date === focusDate} note={notes.get(day.date)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* Days past the horizon are greyed; this says why, in the month where they begin. */}
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
    </div>
  );
}
