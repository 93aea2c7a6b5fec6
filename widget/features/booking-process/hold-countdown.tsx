import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { secondsUntil } from '../../rules/countdown.ts';
import { formatCountdown } from '../../rules/hold.ts';

/**
 * Time left on the hold; calls onExpired once it reaches zero. The time is written into its
 * element each second rather than rendered: the countdown runs on every page with a hold, and a
 * render a second (scheduling, reconciling, committing one line) cost a phone's main thread
 * several times what setting one text does.
 */
export function HoldCountdown({ endsAt, onExpired }: { endsAt: number; onExpired: () => void }) {
  const { now } = useWidget();
  const { t } = useWidgetText();
  const time = useRef<HTMLSpanElement>(null);
  const show = useCallback(() => {
    const left = secondsUntil(endsAt, now());
    if (time.current) time.current.textContent = t('flow.countdown', { time: formatCountdown(left) });
    return left;
  }, [endsAt, now, t]);
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
    <p className="tb-countdown" aria-label={t('flow.countdownLabel')} role="timer">
      {/* A drawn clock, not the ⏱ emoji: phones and browsers without an emoji font showed a blank box. */}
      <svg className="tb-countdown-icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
        <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 6v3.2l2 1.3M6.5 1.5h3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {/* Filled by show(), never by React, so the two never fight over its text. */}
      <span ref={time} />
    </p>
  );
}
