import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { restaurantInstant } from '../../api-client/rules/restaurant-date.ts';

/**
 * `/my_bookings?manage=TOKEN` opens one booking without a one-time code: the token is the booking id
 * signed with the app secret, so it is never stored. First use moves the booking into the guest's
 * session; it works only while the booking is upcoming and not cancelled.
 */
export const MANAGE_PARAM = 'manage';

const TOKEN_SHAPE = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{27})$/;

const signature = (appSecret: string, bookingId: number) =>
  createHmac('sha256', appSecret).update(`manage-link:${bookingId}`).digest('base64url').slice(0, 27);

export function manageToken(appSecret: string, bookingId: number): string {
  return `${bookingId}.${signature(appSecret, bookingId)}`;
}

export function manageLink(publicUrl: string, appSecret: string, bookingId: number): string {
  return `${publicUrl}/my_bookings?${MANAGE_PARAM}=${manageToken(appSecret, bookingId)}`;
}

/** The booking id a token was signed for, or null for anything we did not sign. */
export function readManageToken(appSecret: string, token: string): number | null {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const bookingId = Number(match[1]);
  const expected = Buffer.from(signature(appSecret, bookingId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? bookingId : null;
}

/** A link works for a paid booking until its dinner of `diningMinutes` is over; a cancelled or past one refuses it. */
export function manageable(booking: { status: string; booking_date: string; timeslot: string }, now: Date, diningMinutes: number): boolean {
  if (booking.status !== 'pending') return false;
  const over = restaurantInstant(booking.booking_date, booking.timeslot).getTime() + diningMinutes * 60_000;
  return now.getTime() < over;
}

interface GrantRow {
  id: number;
  lang: string;
  status: string;
  booking_date: string;
  timeslot: string;
}

const BOOKING_OF_GRANT = `select b.id, b.lang, b.status, b.booking_date, t.name as timeslot
  from bookings b join seatings s on s.id = b.seating_id join timeslots t on t.id = s.timeslot_id`;

/**
 * Opens a manage link in a session: answers the booking it grants (and its language), or null
 * when the token is not ours, or the booking is cancelled, past or gone.
 */
export async function grantManageLink(
  db: Queryable,
  appSecret: string,
  token: string,
  sessionId: number,
  now: Date,
): Promise<{ bookingId: number; lang: 'en' | 'zh' } | null> {
  const bookingId = readManageToken(appSecret, token);
  if (bookingId === null) return null;
  const { rows } = await db.query<GrantRow>(`${BOOKING_OF_GRANT} where b.id = $1`, [bookingId]);
  const booking = rows[0];
  if (!booking || !manageable(booking, now, (await readSettings(db)).dining_minutes)) return null;
  await db.query(
    'insert into session_bookings (session_id, booking_id, granted_at) values ($1, $2, $3) on conflict do nothing',
    [sessionId, bookingId, now],
  );
  return { bookingId, lang: booking.lang === 'zh' ? 'zh' : 'en' };
}

/** The bookings a session may manage through links it opened, as long as each still may be. */
export async function managedBookingIds(db: Queryable, sessionId: number | undefined, now: Date): Promise<number[]> {
  if (sessionId === undefined) return [];
  const { rows } = await db.query<GrantRow>(
    `${BOOKING_OF_GRANT} join session_bookings g on g.booking_id = b.id where g.session_id = $1 order by b.id`,
    [sessionId],
  );
  if (rows.length === 0) return [];
  const { dining_minutes } = await readSettings(db);
  return rows.filter((row) => manageable(row, now, dining_minutes)).map((row) => Number(row.id));
}
