import { useEffect, useState } from 'react';
import { secondsUntil } from '../../rules/countdown.ts';

/**
 * The send button's wait after a code is sent: the restaurant's otp_resend_seconds, or what the
 * server stated (`start`); null while unknown, rather than a guess. Counted from the send, so a tab
 * the browser slowed down frees it on time; `restored` is a wait begun before a reload.
 */
export function useResendCountdown(
  seconds: number | undefined,
  restored: { from: number; seconds: number | null } | null = null,
): { left: number | null; start: (stated?: number | null, from?: number) => void } {
  const [wait, setWait] = useState<{ from: number; seconds: number | null } | null>(restored);
  const [, tick] = useState(0);
  const delay = wait?.seconds ?? seconds;
  const left = wait === null ? 0 : delay === undefined ? null : secondsUntil(wait.from + delay * 1000, new Date());
  useEffect(() => {
    if (wait === null || left === null || left <= 0) return;
    // Wakes at the next whole second after sending, when the number shown changes.
    const timer = setTimeout(() => tick((value) => value + 1), 1000 - ((Date.now() - wait.from) % 1000));
    return () => clearTimeout(timer);
  });
  return { left, start: (stated, from = Date.now()) => setWait({ from, seconds: stated ?? null }) };
}
