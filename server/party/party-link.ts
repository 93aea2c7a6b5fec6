import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { restaurantInstant } from '../../api-client/rules/restaurant-date.ts';

/**
 * A booking's party link, `/party/TOKEN`: the token is random per booking (a stored salt signed with
 * the app secret), and the store keeps only its hash to find the booking. It opens that booking's
 * party page and nothing else (docs/party.md).
 */
export const PARTY_PATH = '/party/';

export const partySecretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

const tokenOf = (appSecret: string, bookingId: number, salt: string) =>
  createHmac('sha256', appSecret).update(`party-link:${bookingId}:${salt}`).digest('base64url').slice(0, 22);

/** A new diner's secret, kept in their browser; the store keeps its hash. */
export const newDinerSecret = () => randomBytes(16).toString('base64url').slice(0, 22);

/** The instant the party's page stops taking entries: the allergy notice before the seating. */
export function partyDeadline(booking: { booking_date: string; timeslot: string }, allergyHours: number): Date {
  return new Date(restaurantInstant(booking.booking_date, booking.timeslot).getTime() - allergyHours * 3_600_000);
}

/** The link works for a booked party (paid or booked by staff) until the deadline; cancelled, it is dead. */
export function partyOpen(booking: { status: string; booking_date: string; timeslot: string }, now: Date, allergyHours: number): boolean {
  return booking.status === 'pending' && now.getTime() < partyDeadline(booking, allergyHours).getTime();
}

/** The booking's party token, made on first ask (two asks at once agree on one). */
export async function partyToken(db: Queryable, appSecret: string, bookingId: number, now: Date): Promise<string> {
  const salt = randomBytes(12).toString('hex');
  await db.query(
    'insert into party_links (booking_id, token_hash, salt, created_at) values ($1, $2, $3, $4) on conflict (booking_id) do nothing',
    [bookingId, partySecretHash(tokenOf(appSecret, bookingId, salt)), salt, now],
  );
  const { rows } = await db.query<{ salt: string }>('select salt from party_links where booking_id = $1', [bookingId]);
  return tokenOf(appSecret, bookingId, rows[0]!.salt);
}

export const partyUrl = (publicUrl: string, token: string) => `${publicUrl}${PARTY_PATH}${token}`;

/** The booking a party token names, or null for a token that is not ours; `lock` queues writers of one party. */
export async function bookingOfPartyToken(db: Queryable, token: string, lock: boolean): Promise<number | null> {
  const { rows } = await db.query<{ booking_id: number }>(
    `select booking_id from party_links where token_hash = $1${lock ? ' for update' : ''}`,
    [partySecretHash(token)],
  );
  return rows[0] ? Number(rows[0].booking_id) : null;
}
