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
      <span aria-hidden="true">⏱ </span>
      {t('flow.countdown', { time: formatCountdown(left ?? 0) })}
    </p>
  );
}
