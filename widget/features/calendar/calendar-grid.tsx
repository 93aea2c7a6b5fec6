import type { KeyboardEvent, RefObject } from 'react';
import { useWidgetText } from '../../app/widget-context.tsx';
import { dayInfo, monthGrid, type DayContext } from '../../rules/calendar.ts';
import { weekdayHeaders, weekStartOf } from '../../rules/formats.ts';
import { CalendarDay, dayOfEvent, type DayWords } from './calendar-day.tsx';

interface CalendarGridProps {
  month: string;
  titleId: string;
  gridRef: RefObject<HTMLTableElement | null>;
  context: DayContext;
  words: DayWords;
  /** The one day in the tab order. */
  focusDate: string;
  notes: Map<string, string>;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
  onFocusDay: (date: string) => void;
  onSelect: (date: string) => void;
}

/** The month's weeks as an ARIA grid; a click or focus on a day reaches the table. */
export function CalendarGrid({ month, titleId, gridRef, context, words, focusDate, notes, onKeyDown, onFocusDay, onSelect }: CalendarGridProps) {
  const { lang } = useWidgetText();
  return (
    <table
      ref={gridRef}
      role="grid"
      aria-labelledby={titleId}
      className="tb-calendar__grid"
      aria-busy={context.loading}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const day = dayOfEvent(event);
        if (day) onFocusDay(day.date);
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
  );
}
