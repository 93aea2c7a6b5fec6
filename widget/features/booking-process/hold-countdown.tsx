import { useEffect } from 'react';
import { useSecondsUntil } from '../../app/use-countdown.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { formatCountdown } from '../../rules/hold.ts';

/** Time left on the hold; calls onExpired once it reaches zero. */
export function HoldCountdown({ endsAt, onExpired }: { endsAt: number; onExpired: () => void }) {
  const { now } = useWidget();
  const { t } = useWidgetText();
  const left = useSecondsUntil(endsAt, now);
  useEffect(() => {
    if (left === 0) onExpired();
  }, [left, onExpired]);
  return (
    <p className="tb-countdown" aria-label={t('flow.countdownLabel')} role="timer">
      {/* A drawn clock, not the ⏱ emoji: phones and browsers without an emoji font showed a blank box. */}
      <svg className="tb-countdown-icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
        <circle cx="8" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 6v3.2l2 1.3M6.5 1.5h3" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {t('flow.countdown', { time: formatCountdown(left ?? 0) })}
    </p>
  );
}
