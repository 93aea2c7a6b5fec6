import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Topup } from './topups.ts';
import { AppError } from '../lib/errors.ts';
import { recordSessionContact } from '../otp/otp-repository.ts';
import type { GuestSession } from '../plugins/session.ts';
import type { BookingStatusName } from '../../api-client/contract/booking.ts';

/** The secret of a payment link: the link carries it, the booking keeps only its hash. */
export const payLinkHash = (token: string) => createHash('sha256').update(token).digest('hex');

const invalid = () => new AppError(404, 'pay_link_invalid', 'This payment link is not valid. Please call the restaurant.');

const expired = () => new AppError(409, 'booking_expired', 'The time to pay for this booking has run out. Please call the restaurant.');

async function topupOfLink(tx: Queryable, bookingId: number, token: string): Promise<Pick<Topup, 'status' | 'expires_at'> | null> {
  const { rows } = await tx.query<Pick<Topup, 'status' | 'expires_at'>>(
    'select status, expires_at from booking_topups where booking_id = $1 and link_hash = $2',
    [bookingId, payLinkHash(token)],
  );
  return rows[0] ?? null;
}

function sameHash(stored: string | null, token: string): boolean {
  if (!stored) return false;
  const given = Buffer.from(payLinkHash(token), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * Holding the link staff sent proves that phone or e-mail, as a one-time code would, so the session
 * gains the contact and, while the table is held, the booking to pay. A wrong secret or a lapsed hold
 * is refused, changing nothing; a top-up's link opens its booking alike while it is valid.
 */
export async function openPayLink(db: Database, session: GuestSession, code: string, token: string, now: Date): Promise<{ code: string; status: BookingStatusName }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      status: BookingStatusName;
      hold_expires_at: Date;
      pay_link_hash: string | null;
      country: string | null;
      phone: string | null;
      email: string | null;
    }>('select id, status, hold_expires_at, pay_link_hash, country, phone, email from bookings where code = $1 for update', [code]);
    const booking = rows[0];
    if (!booking) throw invalid();
    // The link of a booking made by staff, or of a party they made larger (a top-up).
    const topup = sameHash(booking.pay_link_hash, token) ? null : await topupOfLink(tx, booking.id, token);
    if (!topup && !sameHash(booking.pay_link_hash, token)) throw invalid();
    if (booking.status === 'cancelled') throw new AppError(409, 'booking_not_payable', 'This booking was cancelled.');
    const runOut = topup
      ? topup.status === 'expired' || (topup.status === 'open' && topup.expires_at.getTime() <= now.getTime())
      : booking.status === 'hold' && booking.hold_expires_at.getTime() <= now.getTime();
    if (runOut) throw expired();
    if (topup?.status === 'replaced' || topup?.status === 'cancelled') throw invalid();
    if (booking.phone) await recordSessionContact(tx, session.id, 'phone', `${booking.country ?? '86'} ${booking.phone}`, now);
    if (booking.email) await recordSessionContact(tx, session.id, 'email', booking.email.toLowerCase(), now);
    if (booking.status === 'hold') await tx.query('update bookings set session_id = $2 where id = $1', [booking.id, session.id]);
    return { code, status: booking.status };
  });
}
