import { randomBytes } from 'node:crypto';
import { eveningOf, type BookingEventOf } from './booking-events.ts';
import { holdEndsBy, insertBooking } from './insert-booking.ts';
import { payLinkHash, payLinkUrl } from './pay-link.ts';
import { lockSlot } from './seat-ledger.ts';
import type { Queryable } from '../db/database.ts';
import { announced } from './booking-changed.ts';

/** The waiting guest the seats are offered to. */
export interface OfferedEntry {
  id: string;
  booking_date: string;
  pax: number;
  channel: 'sms' | 'email';
  contact: string;
  lang: 'en' | 'zh';
}

/** A hold placed for a waiting guest: its payment link and when it lapses. */
export interface SeatOffer {
  code: string;
  url: string;
  expiresAt: Date;
  event: BookingEventOf<'offered'>;
}

/**
 * Holds `pax` seats of a seating for a waiting guest, in the caller's transaction: under the seat
 * ledger's lock, as a guest's own hold, so nobody booking directly can take them until the hold
 * lapses (`holdMinutes`). Answers null, changing nothing, when the seats were taken meanwhile.
 */
export async function holdSeatsFor(
  tx: Queryable,
  entry: OfferedEntry,
  seating: { id: number; exclusive: boolean },
  terms: { priceFen: number; holdMinutes: number; publicUrl: string },
  now: Date,
): Promise<SeatOffer | null> {
  const slot = { seatingId: seating.id, date: entry.booking_date };
  const locked = await lockSlot(tx, slot, now);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = holdEndsBy(slot, locked, new Date(now.getTime() + terms.holdMinutes * 60_000));
  const [country, phone] = entry.channel === 'sms' ? entry.contact.split(' ') : [null, null];
  const held = await insertBooking(tx, slot, locked, seating.exclusive, {
    pax: entry.pax,
    status: 'hold',
    country,
    phone,
    email: entry.channel === 'email' ? entry.contact : null,
    emailVerified: true,
    priceFen: terms.priceFen,
    holdMinutes: terms.holdMinutes,
    createdAt: now,
    holdExpiresAt: expiresAt,
    lang: entry.lang,
    payLinkHash: payLinkHash(token),
  });
  if (held === 'no_seats') return null;
  // A drawn code in use (32^16 codes: practically never) took seats without a booking: the whole pass rolls back.
  if (held === 'code_taken') throw new Error('could not draw an unused booking code for a waitlist offer');
  const event = await announced(tx, { kind: 'offered', bookingId: held.id, code: held.code, date: entry.booking_date, seatingId: seating.id, pax: entry.pax } as const);
  return { code: held.code, url: payLinkUrl(terms.publicUrl, held.code, token), expiresAt, event };
}

/**
 * A waiting guest who leaves gives an offered hold back at once: it expires now, and the
 * seats return with the next sweep of the evening (lockSlot). Null when it was no hold any more.
 */
export async function endOfferedHold(tx: Queryable, bookingId: number, now: Date): Promise<BookingEventOf<'hold_shortened'> | null> {
  const { rows } = await tx.query<{ id: number; code: string; booking_date: string; seating_id: number; pax: number }>(
    `update bookings set hold_expires_at = $2 where id = $1 and status = 'hold' and hold_expires_at > $2
     returning id, code, booking_date, seating_id, pax`,
    [bookingId, now],
  );
  if (!rows[0]) return null;
  return announced(tx, { kind: 'hold_shortened', expiresAt: now, ...eveningOf(rows[0]) });
}
