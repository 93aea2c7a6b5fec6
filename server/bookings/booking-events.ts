/**
 * What a booking transition did, as a fact the rest of the server acts on. Every event names the
 * booking and the evening it touched; a move names both; a refund, the booking and the refund.
 */
export interface EveningOf {
  bookingId: number;
  code: string;
  date: string;
  seatingId: number;
  pax: number;
}

export type BookingEvent =
  | ({ kind: 'held' } & EveningOf)
  | ({ kind: 'booked_for_guest'; status: 'hold' | 'pending' } & EveningOf)
  | ({ kind: 'offered' } & EveningOf)
  | ({ kind: 'walked_in'; firstSeat: number | null } & EveningOf)
  | ({ kind: 'seats_placed'; firstSeat: number; fromSeat: number | null } & EveningOf)
  | ({ kind: 'confirmed'; wasReleased: boolean } & EveningOf)
  | ({ kind: 'moved'; from: Omit<EveningOf, 'bookingId' | 'code'> } & EveningOf)
  | ({ kind: 'cancelled'; wasPaid: boolean; seatsReturned: number } & EveningOf)
  | ({ kind: 'marked'; status: string; arrived: boolean } & EveningOf)
  | ({ kind: 'completed'; arrived: boolean } & EveningOf)
  | ({ kind: 'topup_expired'; unpaidPax: number } & EveningOf)
  | ({ kind: 'hold_shortened'; expiresAt: Date } & EveningOf)
  | ({ kind: 'hold_extended'; expiresAt: Date } & EveningOf)
  | ({ kind: 'details_saved' } & EveningOf)
  | ({ kind: 'guest_merged'; fromCustomer: number } & EveningOf)
  | { kind: 'refund_changed'; bookingId: number; refundId: string; status: string };

export type BookingEventOf<Kind extends BookingEvent['kind']> = Extract<BookingEvent, { kind: Kind }>;

/** The evening part of a booking row, for the events its transitions return. */
export const eveningOf = (booking: { id: number; code: string; booking_date: string; seating_id: number; pax: number }): EveningOf => ({
  bookingId: booking.id,
  code: booking.code,
  date: booking.booking_date,
  seatingId: booking.seating_id,
  pax: booking.pax,
});
