import { randomBytes } from 'node:crypto';
import { newBookingCode } from '../bookings/booking-code.ts';
import { payLinkHash } from '../bookings/pay-link.ts';
import { lockSlot, takeSeatsAndInsert } from '../bookings/seat-ledger.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import type { Queryable } from '../db/database.ts';
import { payLinkUrl } from '../staff-actions/book-for-guest.ts';

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
}

/**
 * The hold of an offer: the contact the guest proved on joining, no session (the link gives the
 * booking to whichever browser opens it), and the payment link's hash.
 */
const INSERT_OFFER = `
  insert into bookings (code, seating_id, booking_date, pax, status, country, phone, email, email_verified,
                        price_fen, hold_minutes, created_at, hold_expires_at, lang, pay_link_hash)
  select $4, $5, $6, $7, 'hold', $8, $9, $10, true, $11, $12, $13, $14, $15, $16 from taken
  on conflict (code) do nothing returning id, code`;

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
  const expiresAt = new Date(now.getTime() + terms.holdMinutes * 60_000);
  const [country, phone] = entry.channel === 'sms' ? entry.contact.split(' ') : [null, null];
  const rows = await takeSeatsAndInsert<{ id: number; code: string }>(tx, slot, locked, entry.pax, seating.exclusive, INSERT_OFFER, [
    newBookingCode(),
    seating.id,
    entry.booking_date,
    entry.pax,
    country,
    phone,
    entry.channel === 'email' ? entry.contact : null,
    terms.priceFen,
    terms.holdMinutes,
    now,
    expiresAt,
    entry.lang,
    payLinkHash(token),
  ]);
  if (!rows) return null;
  // A drawn code in use (32^16 codes: practically never) took seats without a booking: the whole pass rolls back.
  if (!rows[0]) throw new Error('could not draw an unused booking code for a waitlist offer');
  await tx.query('update waitlist_entries set notified_at = $2, offered_booking_id = $3 where id = $1', [entry.id, now, rows[0].id]);
  await cacheChanged(tx, ['availability']);
  return { code: rows[0].code, url: payLinkUrl(terms.publicUrl, rows[0].code, token), expiresAt };
}
