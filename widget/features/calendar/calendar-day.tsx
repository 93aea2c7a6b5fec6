import { memo } from 'react';
import type { WidgetText } from '../../app/widget-context.tsx';
import type { DayInfo, DayState } from '../../rules/calendar.ts';
import { formatLongDate } from '../../rules/formats.ts';

/** The words every day cell of a month uses, translated once per month render rather than per cell. */
export interface DayWords {
  lang: WidgetText['lang'];
  state: (state: DayState) => string;
  today: string;
  selected: string;
  full: string;
  closed: string;
  over: string;
  beyond: string;
}

export function dayWords({ t, lang }: WidgetText): DayWords {
  const states = new Map<DayState, string>();
  const state = (value: DayState) => {
    if (!states.has(value)) states.set(value, t(`calendar.state.${value}`));
    return states.get(value)!;
  };
  return { lang, state, today: t('calendar.today'), selected: t('calendar.selected'), full: t('calendar.full'), closed: t('calendar.closed'), over: t('calendar.over'), beyond: t('calendar.beyond') };
}

interface CalendarDayProps {
  info: DayInfo;
  words: DayWords;
  tabbable: boolean;
  /** The restaurant's note on a closed day (a private event), said with the day's name. */
  note?: string;
}

/**
 * One day cell; its accessible name carries the date and every state shown by colour or mark.
 * Clicks and focus are handled once by the grid (`dayOfEvent`), not by 35 listeners per month.
 */
function CalendarDayCell({ info, words, tabbable, note }: CalendarDayProps) {
  if (info.state === 'outside') return <td role="gridcell" className="tb-day tb-day--outside" aria-hidden="true" />;
  const day = Number(info.date.slice(8));
  const shownNote = info.state === 'closed' ? note : undefined;
  const name = [formatLongDate(info.date, words.lang), words.state(info.state), shownNote, info.isToday ? words.today : null, info.isSelected ? words.selected : null]
    .filter(Boolean)
    .join(', ');
  const marker = info.state === 'full' || info.state === 'closed' || info.state === 'over' || info.state === 'beyond' ? words[info.state] : null;
  const classes = ['tb-day', `tb-day--${info.state}`, info.isToday && 'tb-day--today', info.isSelected && 'tb-day--selected'].filter(Boolean).join(' ');
  return (
    <td role="gridcell" aria-selected={info.isSelected} className={classes}>
      <button
        type="button"
        data-date={info.date}
        tabIndex={tabbable ? 0 : -1}
        aria-label={name}
        title={shownNote}
        aria-disabled={!info.selectable}
        aria-current={info.isToday ? 'date' : undefined}
      >
        {day}
        {info.isSelected && (
          <span aria-hidden="true" className="tb-day__check">
            ✓
          </span>
        )}
        {/* Drawn by CSS from data-text, so the visible name stays the day number the accessible name starts with. */}
        {marker && <span aria-hidden="true" className="tb-day__marker" data-text={marker} />}
      </button>
    </td>
  );
}

const sameDay = (a: DayInfo, b: DayInfo) =>
  a.date === b.date && a.state === b.state && a.isToday === b.isToday && a.isSelected === b.isSelected && a.selectable === b.selectable;

/**
 * A month has up to 42 cells; when the month around them re-renders (answers arriving, the slot
 * pane opening) only the cells whose day changed render again.
 */
export const CalendarDay = memo(
  CalendarDayCell,
  (before, after) =>
    sameDay(before.info, after.info) &&
    before.words === after.words &&
    before.tabbable === after.tabbable &&
    before.note === after.note,
);

/** The day button an event in the grid came from: its date, and whether the guest may pick it. */
export function dayOfEvent(event: { target: EventTarget | null }): { date: string; selectable: boolean } | null {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-date]') : null;
  return button ? { date: button.dataset.date!, selectable: button.getAttribute('aria-disabled') !== 'true' } : null;
}
