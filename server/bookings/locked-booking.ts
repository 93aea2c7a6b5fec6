import type { Database, Queryable } from '../db/database.ts';
import type { SlotRef } from './seat-ledger.ts';
import { lockSlots } from './seat-moves.ts';
import { findStaffBooking, type StaffBooking } from './staff-booking.ts';
import { bookingNotFound, staffRefusal } from './transition-refusals.ts';

export interface LockedBooking {
  tx: Queryable;
  booking: StaffBooking;
  slot: SlotRef;
}

/** More work in an action's transaction, once the booking is locked (a request resolved with it). */
export type AlsoInTransaction = (locked: LockedBooking) => Promise<void>;

class MovedMeanwhile extends Error {}

/**
 * Locks the booking's slots before its row, the order payments and holds use, so none can deadlock with
 * it. Staff acting on one booking at once queue here and the second sees the first's result; a booking
 * moved between the first read and the lock is read again. `revision`, when given, must still be current.
 */
export async function withLockedBooking<T>(
  db: Database,
  code: string,
  now: Date,
  work: (locked: LockedBooking) => Promise<T>,
  options: { otherSlots?: SlotRef[]; revision?: number } = {},
): Promise<T> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seen = await findStaffBooking(db, { code });
    if (!seen) throw bookingNotFound(code);
    const slot = { seatingId: seen.seating_id, date: seen.booking_date };
    try {
      return await db.transaction(async (tx) => {
        await lockSlots(tx, [slot, ...(options.otherSlots ?? [])], now);
        const { rows } = await tx.query<{ seating_id: number; booking_date: string }>(
          'select seating_id, booking_date from bookings where id = $1 for update',
          [seen.id],
        );
        const row = rows[0];
        if (!row) throw bookingNotFound(code);
        if (row.seating_id !== slot.seatingId || row.booking_date !== slot.date) throw new MovedMeanwhile();
        const booking = (await findStaffBooking(tx, { id: seen.id }))!;
        if (options.revision !== undefined && options.revision !== booking.revision) {
          throw staffRefusal('booking_changed', `Booking ${code} was changed by someone else a moment ago; look at it again.`);
        }
        return work({ tx, booking, slot });
      });
    } catch (error) {
      if (!(error instanceof MovedMeanwhile)) throw error;
    }
  }
  throw staffRefusal('booking_changed', `Booking ${code} is being changed by someone else; try again.`);
}
