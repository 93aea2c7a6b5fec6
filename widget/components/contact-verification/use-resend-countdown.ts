import { useEffect, useState } from 'react';
import { secondsUntil } from '../../rules/countdown.ts';

/**
 * After a code is sent, the send button waits the restaurant's otp_resend_seconds (its card's
 * booking rules; SPEC §9 says 60). `left` is null while a code was sent but the delay is not
 * known yet: the button waits then too, rather than guess a number. Counted from the instant of
 * sending, so a tab the browser slowed down still frees the button on time.
 */
export function useResendCountdown(seconds: number | undefined): { left: number | null; start: () => void } {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [, tick] = useState(0);
  const left = sentAt === null ? 0 : seconds === undefined ? null : secondsUntil(sentAt + seconds * 1000, new Date());
  useEffect(() => {
    if (sentAt === null || left === null || left <= 0) return;
    // Wakes at the next whole second after sending, when the number shown changes.
    const timer = setTimeout(() => tick((value) => value + 1), 1000 - ((Date.now() - sentAt) % 1000));
    return () => clearTimeout(timer);
  });
  return { left, start: () => setSentAt(Date.now()) };
}
