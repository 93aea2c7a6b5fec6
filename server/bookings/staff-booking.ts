import type { Queryable } from '../db/database.ts';
import { seatLabel } from '../../api-client/rules/seat-numbers.ts';
import { SELECT_BOOKING, type BookingRecord } from './booking-repository.ts';

/** A booking with what staff actions read and change besides BookingRecord's facts. */
export interface StaffBooking extends BookingRecord {
  lang: 'en' | 'zh';
  revision: number;
  arrived_at: Date | null;
  visit_confirmed_at: Date | null;
  cancelled_at: Date | null;
  seats_released: boolean;
  needs_refund: boolean;
  exclusive: boolean;
  /** Why staff waived the deposit, if they did. */
  deposit_waived: string | null;
}

const SELECT_STAFF_BOOKING = `
  select listed.*, b.lang, b.revision, b.arrived_at, b.visit_confirmed_at, b.cancelled_at, b.seats_released, b.needs_refund, b.deposit_waived, a.exclusive
  from (${SELECT_BOOKING}) listed
  join bookings b on b.id = listed.id
  join seatings s on s.id = b.seating_id
  join areas a on a.id = s.area_id`;

export async function findStaffBooking(db: Queryable, where: { code: string } | { id: number }): Promise<StaffBooking | null> {
  const { rows } = await db.query<StaffBooking>(
    `${SELECT_STAFF_BOOKING} where ${'code' in where ? 'listed.code = $1' : 'listed.id = $1'}`,
    ['code' in where ? where.code : where.id],
  );
  return rows[0] ?? null;
}

/** What an audit row keeps of a booking before and after an action. */
export function bookingFacts(booking: StaffBooking) {
  return {
    status: booking.status,
    date: booking.booking_date,
    time: booking.timeslot,
    area: booking.area_code,
    seating_id: booking.seating_id,
    pax: booking.pax,
    seats: booking.first_seat === null ? null : seatLabel({ first: booking.first_seat, pax: booking.pax }),
    arrived: booking.arrived_at !== null,
    revision: booking.revision,
  };
}
