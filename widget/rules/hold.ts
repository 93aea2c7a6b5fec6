import { secondsUntil } from './countdown.ts';

/** The instant the hold ends, as the server keeps it (hold_expires_at). */
export function holdEndsAt(holdExpiresAt: string): number {
  return new Date(holdExpiresAt).getTime();
}

/** Whole seconds left on the hold at `now` (never below 0). */
export function holdSecondsLeft(holdExpiresAt: string, now: Date): number {
  return secondsUntil(holdEndsAt(holdExpiresAt), now);
}

/** mm:ss for the countdown. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
