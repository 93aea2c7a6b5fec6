import { secondsUntil } from './countdown.ts';

/** The instant the hold ends: created_at + booking_time_limit minutes. */
export function holdEndsAt(createdAt: string, limitMinutes: number): number {
  return new Date(createdAt).getTime() + limitMinutes * 60_000;
}

/** Whole seconds left on the hold at `now` (never below 0). */
export function holdSecondsLeft(createdAt: string, limitMinutes: number, now: Date): number {
  return secondsUntil(holdEndsAt(createdAt, limitMinutes), now);
}

/** Expired when the minutes since created_at exceed the limit. */
export function isHoldExpired(createdAt: string, limitMinutes: number, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() > limitMinutes * 60_000;
}

/** mm:ss for the countdown. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
