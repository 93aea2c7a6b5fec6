import type { FastifyInstance } from 'fastify';
import { slotTakes } from '../../api-client/rules/seats.ts';
import type { WaitlistEntry } from '../../api-client/contract/waitlist.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { slotsOn } from '../bookings/availability.ts';
import type { Database, Queryable } from '../db/database.ts';
import { AppError, conflict, tooManyRequests } from '../lib/errors.ts';
import { takeRate, type RateRule } from '../limits/rate-limit.ts';
import { claimJob } from '../db/job-lease.ts';
import { enqueueMessage } from '../messaging/outgoing-messages.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { waitlistMessage } from '../notices/waitlist-messages.ts';
import { leaveLink, readLeaveToken } from './leave-link.ts';
import { endOfferedHold, holdSeatsFor, type OfferedEntry, type SeatOffer } from '../bookings/waitlist-offer.ts';
import type { LeavingEntry } from './leave-page.ts';
import { restaurantConfigured } from '../repositories/configured.ts';

/** Evenings one session may wait for at once. */
export const WAITLIST_PER_SESSION = 3;
/** Entries per client address and day, whatever sessions it uses. */
export const waitlistRule: RateRule = {
  bucket: 'waitlist',
  limit: 10,
  windowMs: 86_400_000,
  refusal: () => tooManyRequests('waitlist_limit', 'You are already waiting for several evenings. Please try again tomorrow or call us.'),
};
/** Waitlists are looked at every minute, so a freed seat is told within a minute. */
const WAITLIST_CHECK_MS = 60_000;

export interface JoinRequest {
  date: string;
  pax: number;
  seatingIds: number[];
  /** '86 13800138000' or a lower-case e-mail, which the session must have proved. */
  contact: { channel: 'sms' | 'email'; to: string };
  lang: 'en' | 'zh';
}

const refusal = (field: string, key: string, message: string) => new AppError(422, key, message, { [field]: key });

/** A seating the party could book now. */

/**
 * join_waitlist: the evening must be open and full for this party in the seatings it takes (a
 * guest who could book is sent to book), the contact one this session proved, and the session
 * and its address within their limits. Answers the place in line.
 */
export async function joinWaitlist(
  db: Database,
  session: GuestSession | null,
  clientKey: string,
  request: JoinRequest,
  now: Date,
): Promise<number> {
  const proved = request.contact.channel === 'sms' ? session?.phones : session?.emails;
  if (!session || !proved?.includes(request.contact.to)) {
    throw new AppError(403, 'contact_not_verified', 'Verify your phone or e-mail by code first.');
  }
  const { slots, max } = await slotsOn(db, request.date, now);
  if (slots.length === 0) throw refusal('d', 'date_not_bookable', 'This evening cannot be booked online.');
  if (request.pax > max) throw refusal('p', 'party_size_invalid', `Online parties are of ${max} guests at most.`);
  const taken = request.seatingIds.length === 0 ? slots : slots.filter((slot) => request.seatingIds.includes(slot.seating_id));
  if (taken.length !== (request.seatingIds.length === 0 ? slots.length : new Set(request.seatingIds).size)) {
    throw refusal('s', 'seating_unknown', 'One of these times is not offered that evening.');
  }
  if (taken.some((slot) => slotTakes(slot, request.pax, max))) throw conflict('seats_available', 'There are seats for your party: you can book now.');

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`waitlist-session:${session.id}`]);
    const { rows: mine } = await tx.query<{ n: number }>(
      `select count(*)::int as n from waitlist_entries
       where session_id = $1 and left_at is null and notified_at is null and booking_date >= $2`,
      [session.id, restaurantToday(now)],
    );
    if (mine[0]!.n >= WAITLIST_PER_SESSION) throw waitlistRule.refusal();
    await takeRate(tx, waitlistRule, clientKey, now);
    const inserted = await tx.query<{ id: string }>(
      `insert into waitlist_entries (booking_date, pax, seating_ids, channel, contact, lang, session_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id`,
      [request.date, request.pax, request.seatingIds, request.contact.channel, request.contact.to, request.lang, session.id, now],
    );
    if (!inserted.rows[0]) throw conflict('already_waiting', 'You are already on the waitlist for this evening.');
    const { rows } = await tx.query<{ n: number }>(
      `select count(*)::int as n from waitlist_entries
       where booking_date = $1 and left_at is null and notified_at is null and id <= $2`,
      [request.date, inserted.rows[0].id],
    );
    return rows[0]!.n;
  });
}

/**
 * Offers freed seats in the order guests joined, holding them for `waitlist_hold_minutes`. Each guest is
 * asked once; a lapsed hold frees the seats for the next pass. An advisory lock keeps one pass per evening
 * across instances. Answers how many were asked.
 */
export async function notifyWaitlist(db: Database, now: Date, link: { publicUrl: string; appSecret: string }): Promise<number> {
  const { rows: dates } = await db.query<{ booking_date: string }>(
    `select distinct booking_date from waitlist_entries
     where notified_at is null and left_at is null and booking_date >= $1 order by booking_date`,
    [restaurantToday(now)],
  );
  if (dates.length === 0) return 0;
  const settings = await readSettings(db);
  let told = 0;
  for (const { booking_date: date } of dates) {
    const { slots, max } = await slotsOn(db, date, now);
    if (!slots.some((slot) => slot.available > 0)) continue;
    told += await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`waitlist:${date}`]);
      // What is still free, by seating: the seats of an area shrink together as they are offered.
      const free = new Map(slots.map((slot) => [slot.seating_id, { ...slot }]));
      const take = (area: string, pax: number) => {
        for (const slot of free.values()) if (slot.area.code === area) slot.available = Math.max(0, slot.available - pax);
      };
      const { rows } = await tx.query<OfferedEntry & { seating_ids: number[] }>(
        `select id, booking_date, pax, seating_ids, channel, contact, lang from waitlist_entries
         where booking_date = $1 and notified_at is null and left_at is null order by id`,
        [date],
      );
      let toldHere = 0;
      for (const entry of rows) {
        const open = [...free.values()].filter(
          (slot) => (entry.seating_ids.length === 0 || entry.seating_ids.includes(slot.seating_id)) && slotTakes(slot, entry.pax, max),
        );
        const slot = open[0];
        if (!slot) continue;
        const offer = await offerAndTell(tx, { ...entry, booking_date: date }, slot, settings, link, now);
        // Taken meanwhile by a guest booking directly (the read above is a moment old): none left there.
        if (!offer) {
          take(slot.area.code, Number.MAX_SAFE_INTEGER);
          continue;
        }
        take(slot.area.code, slot.area.exclusive ? Number.MAX_SAFE_INTEGER : entry.pax);
        toldHere += 1;
      }
      return toldHere;
    });
  }
  return told;
}

/** The seating an offer holds seats of, as get_slots answers it. */
export interface OfferedSlot {
  seating_id: number;
  timeslot: string;
  area: { exclusive: boolean };
}

/**
 * Holds seats of `slot` for a waiting guest (the booking core's hold, under the one seat rule), marks
 * the entry told and queues the guest's message with its payment and leave links, in the caller's
 * transaction. Null, changing nothing, when the seats were taken meanwhile.
 */
export async function offerAndTell(
  tx: Queryable,
  entry: OfferedEntry,
  slot: OfferedSlot,
  settings: Awaited<ReturnType<typeof readSettings>>,
  link: { publicUrl: string; appSecret: string },
  now: Date,
): Promise<SeatOffer | null> {
  const terms = { priceFen: settings.deposit_per_person_fen, holdMinutes: settings.waitlist_hold_minutes, publicUrl: link.publicUrl };
  const offer = await holdSeatsFor(tx, entry, { id: slot.seating_id, exclusive: slot.area.exclusive }, terms, now);
  if (!offer) return null;
  await tx.query('update waitlist_entries set notified_at = $2, offered_booking_id = $3 where id = $1', [entry.id, now, offer.event.bookingId]);
  const time = `${slot.timeslot.slice(0, 2)}:${slot.timeslot.slice(2)}`;
  const leaveUrl = leaveLink(link.publicUrl, link.appSecret, Number(entry.id));
  const message = waitlistMessage(entry, { time, ...offer }, settings.restaurant, leaveUrl);
  await enqueueMessage(tx, { ...message, kind: 'waitlist', onceKey: `waitlist:${entry.id}` }, now);
  return offer;
}

/**
 * Takes an entry off the list, in the caller's transaction: seats held for it and not yet paid come
 * free at once. Answers whether the entry existed (a second time is harmless).
 */
export async function takeOffList(tx: Queryable, entryId: number, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ offered_booking_id: number | null }>(
    'update waitlist_entries set left_at = coalesce(left_at, $2) where id = $1 returning offered_booking_id',
    [entryId, now],
  );
  if (!rows[0]) return false;
  if (rows[0].offered_booking_id !== null) await endOfferedHold(tx, rows[0].offered_booking_id, now);
  return true;
}

/** The entry a leave link names, for its confirm page; null for a link we did not sign. */
export async function findLeavingEntry(db: Queryable, appSecret: string, token: string): Promise<(LeavingEntry & { lang: 'en' | 'zh' }) | null> {
  const entryId = readLeaveToken(appSecret, token);
  if (entryId === null) return null;
  const { rows } = await db.query<{ booking_date: string; pax: number; lang: 'en' | 'zh'; left: boolean }>(
    'select booking_date, pax, lang, left_at is not null as left from waitlist_entries where id = $1',
    [entryId],
  );
  return rows[0] ? { ...rows[0], booking_date: String(rows[0].booking_date) } : null;
}

/**
 * A guest leaves the list from the confirm page of their message's link: answers whether the link
 * was ours and the entry still on the list (it stays off; a second tap is harmless). Seats held
 * for them and not yet paid come free at once, for the next in line.
 */
export async function leaveWaitlist(db: Database, appSecret: string, token: string, now: Date): Promise<boolean> {
  const entryId = readLeaveToken(appSecret, token);
  if (entryId === null) return false;
  return db.transaction((tx) => takeOffList(tx, entryId, now));
}

/** The restaurant's view: who waits (and who was told), by evening and in order. */
export async function listWaitlist(db: Queryable, date: string | undefined, now: Date): Promise<WaitlistEntry[]> {
  const { rows } = await db.query<Omit<WaitlistEntry, 'id'> & { id: string }>(
    `select w.id, w.booking_date as date, w.pax, w.channel, w.contact, w.lang, w.created_at, w.notified_at,
            coalesce((select array_agg(t.name order by t.name) from seatings s join timeslots t on t.id = s.timeslot_id
                      where s.id = any(w.seating_ids)), '{}') as times
     from waitlist_entries w
     where w.left_at is null and ${date ? 'w.booking_date = $1' : 'w.booking_date >= $1'}
     order by w.booking_date, w.id`,
    [date ?? restaurantToday(now)],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), date: String(row.date) }));
}

/** The waitlist job of `npm start`: every minute, by the instance holding its lease. */
export function startWaitlist(app: FastifyInstance): { stop(): void } {
  // Until a restaurant is set up there is no one waiting and no settings to read.
  const run = () => {
    const now = app.clock.now();
    claimJob(app.db, 'waitlist', now, WAITLIST_CHECK_MS * 1.5)
      .then(async (mine) => (mine && (await restaurantConfigured(app.db)) ? notifyWaitlist(app.db, now, { publicUrl: app.config.PUBLIC_URL, appSecret: app.secrets.appSecret }) : 0))
      .then(
        (told) => {
          if (told > 0) app.log.info({ told }, 'waitlist told of free seats');
        },
        (error: unknown) => app.log.warn({ err: error }, 'waitlist check failed; tried again in a minute'),
      );
  };
  const timer = setInterval(run, WAITLIST_CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
