import type { ListedBooking } from '../../../api-client/contract/my-bookings.ts';

type Visit = Pick<ListedBooking, 'booking_date' | 'seating'>;

const when = (booking: Visit) => `${booking.booking_date} ${booking.seating.timeslot.name}`;

/** The next visit first, then the later ones in date order; past visits after them, latest first. */
export function inVisitOrder<T extends Visit>(bookings: readonly T[], today: string): T[] {
  const coming = bookings.filter((booking) => booking.booking_date >= today).sort((a, b) => when(a).localeCompare(when(b)));
  const past = bookings.filter((booking) => booking.booking_date < today).sort((a, b) => when(b).localeCompare(when(a)));
  return [...coming, ...past];
}
