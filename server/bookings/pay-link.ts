import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Topup } from './topups.ts';
import { AppError } from '../lib/errors.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import type { BookingStatusName } from '../../api-client/contract/booking.ts';

/** The secret of a payment link: the link carries it, the booking keeps only its hash. */
export const payLinkHash = (token: string) => createHash('sha256').update(token).digest('hex');

const invalid = () => new AppError(404, 'pay_link_invalid', 'This payment link is not valid. Please call the restaurant.');

const expired = () => new AppError(409, 'booking_expired', 'The time to pay for this booking has run out. Please call the restaurant.');

async function topupOfLink(tx: Queryable, bookingId: number, token: string): Promise<Pick<Topup, 'id' | 'status' | 'expires_at'> | null> {
  const { rows } = await tx.query<Pick<Topup, 'id' | 'status' | 'expires_at'>>(
    'select id, status, expires_at from booking_topups where booking_id = $1 and link_hash = $2',
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

const alreadyPaid = () => new AppError(409, 'booking_paid', 'This booking is already paid. Your confirmation has the details.');

interface LinkedBooking {
  id: number;
  status: BookingStatusName;
  hold_expires_at: Date;
  pay_link_hash: string | null;
}

/**
 * The link staff sent lets the session that opens it pay that booking, or that top-up, and nothing
 * more: it proves no phone or e-mail. A wrong secret, or a booking paid, cancelled or run out, is
 * refused and changes nothing.
 */
export async function openPayLink(db: Database, session: GuestSession, code: string, token: string, now: Date): Promise<{ code: string; status: BookingStatusName }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<LinkedBooking>('select id, status, hold_expires_at, pay_link_hash from bookings where code = $1 for update', [code]);
    const booking = rows[0];
    if (!booking) throw invalid();
    const depositLink = sameHash(booking.pay_link_hash, token);
    const topup = depositLink ? null : await topupOfLink(tx, booking.id, token);
    if (!depositLink && !topup) throw invalid();
    if (booking.status === 'cancelled') throw new AppError(409, 'booking_not_payable', 'This booking was cancelled.');
    if (topup) await grantTopup(tx, session, topup, now);
    else await takeHold(tx, session, booking, now);
    return { code, status: booking.status };
  });
}

/** The deposit's link: the held booking becomes this session's to pay. */
async function takeHold(tx: Queryable, session: GuestSession, booking: LinkedBooking, now: Date): Promise<void> {
  if (booking.status !== 'hold') throw alreadyPaid();
  if (booking.hold_expires_at.getTime() <= now.getTime()) throw expired();
  await tx.query('update bookings set session_id = $2 where id = $1', [booking.id, session.id]);
}

/** A top-up's link: this session may pay that top-up while it is open. */
async function grantTopup(tx: Queryable, session: GuestSession, topup: Pick<Topup, 'id' | 'status' | 'expires_at'>, now: Date): Promise<void> {
  if (topup.status === 'paid') throw alreadyPaid();
  if (topup.status === 'expired' || (topup.status === 'open' && topup.expires_at.getTime() <= now.getTime())) throw expired();
  if (topup.status !== 'open') throw invalid();
  await tx.query('insert into pay_link_grants (session_id, topup_id, granted_at) values ($1, $2, $3) on conflict do nothing', [session.id, topup.id, now]);
}

/** Whether `session` opened the link of the booking's top-up that is open now. */
export async function mayPayTopup(db: Queryable, session: GuestSession | null, bookingId: number, now: Date): Promise<boolean> {
  if (!session) return false;
  const { rows } = await db.query(
    `select 1 from pay_link_grants g join booking_topups t on t.id = g.topup_id
     where g.session_id = $1 and t.booking_id = $2 and t.status = 'open' and t.expires_at > $3`,
    [session.id, bookingId, now],
  );
  return rows.length > 0;
}

/** The page the guest pays on: the booking's own flow, opened for them by the link's secret. */
export function payLinkUrl(publicUrl: string, code: string, token: string): string {
  return `${publicUrl}/booking_process/${code}?pay=${token}`;
}
