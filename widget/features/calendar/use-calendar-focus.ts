import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { canShowNextMonth } from '../../../api-client/rules/booking-window.ts';
import { addDays, monthOf } from '../../../api-client/rules/restaurant-date.ts';
import { canShowPreviousMonth, nextMonth } from '../../rules/calendar.ts';
import { dayOfEvent } from './calendar-day.tsx';

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month shown and the day with focus: arrow keys, Home and End move between days and months,
 * never before today nor past the months the horizon allows.
 */
export function useCalendarFocus(today: string, selected: string | null, horizonDays: number | undefined) {
  const [month, setMonth] = useState(() => monthOf(selected ?? today));
  const [focused, setFocused] = useState(() => selected ?? today);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const showPrevious = canShowPreviousMonth(month, today);
  const showNext = horizonDays !== undefined && canShowNextMonth(month, today, horizonDays);

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

  const focusDate = monthOf(focused) === month ? focused : `${month}-01`;
  return { month, grid, showPrevious, showNext, goToMonth, onKeyDown, setFocused, focusDate };
}
