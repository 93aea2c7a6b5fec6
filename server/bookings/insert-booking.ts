import type { Queryable } from '../db/database.ts';
import { newBookingCode } from './booking-code.ts';
import { takeSeatsAndInsert, type LockedSlot, type SlotRef } from './seat-ledger.ts';
import { endByStart, seatingStart } from './hold-end.ts';
import { seatFor } from './seat-numbers.ts';

/** A new booking's facts; what is left out takes the table's default. */
export interface NewBooking {
  pax: number;
  status: 'hold' | 'pending';
  priceFen: number;
  holdMinutes: number;
  createdAt: Date;
  holdExpiresAt: Date;
  sessionId?: number;
  clientIp?: string | null;
  customerId?: number | null;
  country?: string | null;
  phone?: string | null;
  email?: string | null;
  emailVerified?: boolean;
  notes?: string;
  lastStep?: number;
  lang?: 'en' | 'zh';
  depositWaived?: string | null;
  payLinkHash?: string | null;
  walkIn?: boolean;
  arrivedAt?: Date | null;
}

const COLUMNS: Record<keyof NewBooking, string> = {
  pax: 'pax',
  status: 'status',
  priceFen: 'price_fen',
  holdMinutes: 'hold_minutes',
  createdAt: 'created_at',
  holdExpiresAt: 'hold_expires_at',
  sessionId: 'session_id',
  clientIp: 'client_ip',
  customerId: 'customer_id',
  country: 'country',
  phone: 'phone',
  email: 'email',
  emailVerified: 'email_verified',
  notes: 'notes',
  lastStep: 'last_step',
  lang: 'lang',
  depositWaived: 'deposit_waived',
  payLinkHash: 'pay_link_hash',
  walkIn: 'walk_in',
  arrivedAt: 'arrived_at',
};

/** A hold (and its payment link) on a locked slot ends by `wanted`, and at the latest when its seating begins. */
export const holdEndsBy = (slot: SlotRef, locked: Pick<LockedSlot, 'from'>, wanted: Date): Date => endByStart(wanted, seatingStart(slot.date, locked.from));

/** The booking written, or why not: `no_seats` (nothing changed), `code_taken` (roll back and draw again). */
export type Inserted = { id: number; code: string } | 'no_seats' | 'code_taken';

/**
 * The one insert of a booking (a hold, staff's booking, a waitlist offer, a walk-in): seats taken and
 * row written in one statement under the evening's lock. A booking made for good gets seat numbers
 * now; a hold when it is paid (confirmPaid), so the many holds that expire never place anyone.
 */
export async function insertBooking(tx: Queryable, slot: SlotRef, locked: LockedSlot, exclusive: boolean, wanted: NewBooking): Promise<Inserted> {
  const booking = { ...wanted, holdExpiresAt: holdEndsBy(slot, locked, wanted.holdExpiresAt) };
  const firstSeat = exclusive || booking.status === 'hold' ? null : await seatFor(tx, slot, booking.pax);
  const fields = (Object.keys(COLUMNS) as Array<keyof NewBooking>).filter((key) => booking[key] !== undefined);
  const columns = ['code', 'seating_id', 'booking_date', 'first_seat', ...fields.map((key) => COLUMNS[key])];
  const params = [newBookingCode(), slot.seatingId, slot.date, firstSeat, ...fields.map((key) => booking[key])];
  const values = params.map((_, index) => `$${index + 4}`);
  const insert = `insert into bookings (${columns.join(', ')}) select ${values.join(', ')} from taken
    on conflict (code) do nothing returning id, code`;
  const rows = await takeSeatsAndInsert<{ id: number; code: string }>(tx, slot, locked, booking.pax, exclusive, insert, params);
  if (!rows) return 'no_seats';
  return rows[0] ?? 'code_taken';
}
