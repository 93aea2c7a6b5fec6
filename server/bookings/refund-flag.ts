import type { Queryable } from '../db/database.ts';

/**
 * The booking's flag for the restaurant's list of money owed back. Payments decide when money is owed
 * and refunds when it is given back; the flag on the booking is written only here.
 */
export async function flagRefundDue(tx: Queryable, bookingId: number): Promise<void> {
  await tx.query('update bookings set needs_refund = true where id = $1', [bookingId]);
}

/** The flag follows the booking's payments: raised while any still has money due back. */
export async function followRefundsDue(tx: Queryable, bookingId: number): Promise<void> {
  await tx.query('update bookings set needs_refund = exists (select 1 from transactions where booking_id = $1 and refund_due) where id = $1', [bookingId]);
}
