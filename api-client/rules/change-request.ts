import { daysBetween } from './restaurant-date.ts';

/**
 * Change and cancel requests may be sent online only for an upcoming (pending) booking whose
 * visit is at least `minDays` days after today (the restaurant's `change_cancel_min_days`).
 */
export function mayRequestChange(booking: { status: string; booking_date: string }, today: string, minDays: number): boolean {
  return booking.status === 'pending' && daysBetween(today, booking.booking_date) >= minDays;
}
