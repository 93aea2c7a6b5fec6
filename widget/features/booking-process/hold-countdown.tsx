import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { secondsUntil } from '../../rules/countdown.ts';
import { formatCountdown } from '../../rules/hold.ts';
import { formatVisitDate } from '../../rules/formats.ts';
import { restaurantClock } from '../../../api-client/rules/restaurant-date.ts';

/** From here on the hold's end is near: the line says so in words and colour, and is announced once. */
export const URGENT_SECONDS = 5 * 60;
/** Beyond this the line says when the hold ends rather than counting. */
const HOURS_AHEAD = 60 * 60;

/**
 * Time left on the hold; calls onExpired at zero. Written into its element, not rendered: it runs on
 * every page with a hold, and a render a second costs a phone far more. Not live, as a screen reader
 * would read it every second; a polite status says once that little time is left.
 */
export function HoldCountdown({ endsAt, onExpired }: { endsAt: number; onExpired: () => void }) {
  const { now } = useWidget();
  const { t, lang } = useWidgetText();
  const line = useRef<HTMLParagraphElement>(null);
  const time = useRef<HTMLSpanElement>(null);
  const announcement = useRef<HTMLSpanElement>(null);
  const announced = useRef(false);
  // A payment link's hold of hours says its end (by its seating's start at the latest), not minutes.
  const heldUntil = useCallback(
    (end: number) => {
      const until = restaurantClock(new Date(end));
      return t('flow.heldUntil', { until: `${formatVisitDate(until.date, lang)} ${until.time}` });
    },
    [t, lang],
  );
  const show = useCallback(() => {
    const left = secondsUntil(endsAt, now());
    const urgent = left > 0 && left <= URGENT_SECONDS;
    if (time.current) time.current.textContent = left > HOURS_AHEAD ? heldUntil(endsAt) : t(urgent ? 'flow.countdownUrgent' : 'flow.countdown', { time: formatCountdown(left) });
    line.current?.classList.toggle('tb-countdown--urgent', urgent);
    if (urgent && !announced.current && announcement.current) {
      announced.current = true;
      announcement.current.textContent = t('flow.countdownAnnounce', { count: Math.ceil(left / 60) });
    }
    return left;
  }, [endsAt, now, t, heldUntil]);
  // Before paint, on mount and whenever the language or the end changes: never an empty line.
  useLayoutEffect(() => void show(), [show]);
  useEffect(() => {
    if (show() === 0) {
      onExpired();
      return;
    }
    const timer = setInterval(() => {
      if (show() > 0) return;
      clearInterval(timer);
      onExpired();
    }, 1000);
    return () => clearInterval(timer);
  }, [show, onExpired]);
  return (
    <>
      <p ref={line} className="tb-countdown" aria-label={t('flow.countdownLabel')} role="timer">
        {/* A drawn clock, not the ⏱ emoji: phones and browsers without an emoji font showed a blank box. */}
        <svg className="tb-countdown-icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
          <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 6v3.2l2 1.3M6.5 1.5h3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        {/* Filled by show(), never by React, so the two never fight over its text. */}
        <span ref={time} />
      </p>
      {/* In the page from the start, so a screen reader hears the one line written into it. */}
      <span ref={announcement} className="tb-visually-hidden" role="status" />
    </>
  );
}
