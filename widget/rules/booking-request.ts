import { daysBetween } from './restaurant-date.ts';

export const CHANGE_CANCEL_MIN_DAYS = 3;

/** Change and cancel requests: only for upcoming (pending) bookings at least 3 days ahead. */
export function canRequestChange(booking: { status: string; booking_date: string }, today: string): boolean {
  return booking.status === 'pending' && daysBetween(today, booking.booking_date) >= CHANGE_CANCEL_MIN_DAYS;
}
