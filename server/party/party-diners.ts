import { cacheChanged } from '../cache/cache-topics.ts';
import type { Database, Queryable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { maySeePersonal } from '../bookings/booking-access.ts';
import { findBookingById, type BookingRecord } from '../bookings/booking-repository.ts';
import { managedBookingIds } from '../bookings/manage-link.ts';
import type { PartyDiner, PartyEntry, PartySaveResponse, PartyView } from '../../api-client/contract/party.ts';
import { bookingOfPartyToken, newDinerSecret, partyDeadline, partyOpen, partySecretHash } from './party-link.ts';

/** Who asks: the guest's session (the one who booked, or a diner) and the time. */
export interface PartyAsker {
  session: GuestSession | null;
  now: Date;
}

const linkInvalid = () => new AppError(404, 'party_link_invalid', 'This party link is not valid. Please ask the one who booked for a new one.');
const closed = () => new AppError(410, 'party_closed', 'The party’s page has closed: the kitchen now plans the evening. Please call the restaurant about any allergy.');
const notBooker = () => new AppError(403, 'not_the_booker', 'Only the one who booked may change another diner’s entry.');
const notFound = () => new AppError(404, 'diner_not_found', 'This entry is no longer on the party’s page.');
const full = () => new AppError(409, 'party_full', 'Everyone in the party has already written in: the party cannot grow beyond the seats booked.');

interface DinerRow extends PartyEntry {
  id: number;
  booking_id: number;
}

const DINER_COLUMNS = 'id, booking_id, name, food, other_food, allergies, occasion';

function dinerOf(row: DinerRow): PartyDiner {
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return { id: Number(row.id), name: row.name, food: parse(row.food), other_food: row.other_food, allergies: parse(row.allergies), occasion: row.occasion };
}

/** Every diner's entry of these bookings, in the order they wrote in (staff, the one who booked). */
export async function dinersOf(db: Queryable, bookingIds: readonly number[]): Promise<Map<number, PartyDiner[]>> {
  const byBooking = new Map<number, PartyDiner[]>();
  if (bookingIds.length === 0) return byBooking;
  const { rows } = await db.query<DinerRow>(`select ${DINER_COLUMNS} from party_diners where booking_id = any($1::int[]) order by id`, [bookingIds]);
  for (const row of rows) {
    const list = byBooking.get(Number(row.booking_id)) ?? [];
    list.push(dinerOf(row));
    byBooking.set(Number(row.booking_id), list);
  }
  return byBooking;
}

interface OpenParty {
  booking: BookingRecord;
  booker: boolean;
  openUntil: Date;
}

/** The open party a token names, and whether the asker booked it; refuses a dead or closed link. */
async function openParty(db: Queryable, asker: PartyAsker, token: string, lock: boolean): Promise<OpenParty> {
  const bookingId = await bookingOfPartyToken(db, token, lock);
  const booking = bookingId === null ? null : await findBookingById(db, bookingId);
  if (!booking || booking.status !== 'pending') throw linkInvalid();
  const allergyHours = (await readSettings(db)).allergy_notice_hours;
  if (!partyOpen(booking, asker.now, allergyHours)) throw closed();
  return { booking, booker: await bookedBy(db, asker, booking), openUntil: partyDeadline(booking, allergyHours) };
}

/** The one who booked: their session started it or proved its contact, or opened its manage link. */
export async function bookedBy(db: Queryable, asker: PartyAsker, booking: BookingRecord): Promise<boolean> {
  if (!asker.session) return false;
  return maySeePersonal(asker.session, booking) || (await managedBookingIds(db, asker.session.id, asker.now)).includes(booking.id);
}

async function dinerBySecret(db: Queryable, bookingId: number, secret: string | undefined): Promise<PartyDiner | null> {
  if (!secret) return null;
  const { rows } = await db.query<DinerRow>(`select ${DINER_COLUMNS} from party_diners where booking_id = $1 and secret_hash = $2`, [bookingId, partySecretHash(secret)]);
  return rows[0] ? dinerOf(rows[0]) : null;
}

/** party_view: the evening, this browser's own entry, and every entry for the one who booked; never a contact. */
export async function viewParty(db: Database, asker: PartyAsker, token: string, secret: string | undefined): Promise<PartyView> {
  const { booking, booker, openUntil } = await openParty(db, asker, token, false);
  const { restaurant } = await readSettings(db);
  const all = (await dinersOf(db, [booking.id])).get(booking.id) ?? [];
  return {
    party: {
      restaurant: { en: restaurant.name_en, zh: restaurant.name_zh },
      address: { en: restaurant.address_en, zh: restaurant.address_zh },
      date: booking.booking_date,
      time: booking.timeslot,
      pax: booking.pax,
      filled: all.length,
      open_until: openUntil.toISOString(),
    },
    mine: await dinerBySecret(db, booking.id, secret),
    booker,
    diners: booker ? all : [],
  };
}

const entryValues = (entry: PartyEntry) => [entry.name, JSON.stringify(entry.food), entry.other_food, JSON.stringify(entry.allergies), entry.occasion];

async function updateDiner(tx: Queryable, bookingId: number, where: { id: number } | { secret: string }, entry: PartyEntry, now: Date): Promise<PartyDiner> {
  const [column, key] = 'id' in where ? ['id', where.id] : ['secret_hash', partySecretHash(where.secret)];
  const { rows } = await tx.query<DinerRow>(
    `update party_diners set name = $3, food = $4::jsonb, other_food = $5, allergies = $6::jsonb, occasion = $7, updated_at = $8
     where booking_id = $1 and ${column} = $2 returning ${DINER_COLUMNS}`,
    [bookingId, key, ...entryValues(entry), now],
  );
  if (!rows[0]) throw notFound();
  return dinerOf(rows[0]);
}

/** A new diner, while the party has fewer entries than seats booked (the caller holds the link's lock). */
async function addDiner(tx: Queryable, booking: BookingRecord, entry: PartyEntry, now: Date): Promise<PartySaveResponse> {
  const { rows: counted } = await tx.query<{ n: number }>('select count(*)::int as n from party_diners where booking_id = $1', [booking.id]);
  if (Number(counted[0]!.n) >= booking.pax) throw full();
  const secret = newDinerSecret();
  const { rows } = await tx.query<DinerRow>(
    `insert into party_diners (booking_id, secret_hash, name, food, other_food, allergies, occasion, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, $6::jsonb, $7, $8, $8) returning ${DINER_COLUMNS}`,
    [booking.id, partySecretHash(secret), ...entryValues(entry), now],
  );
  return { diner: secret, entry: dinerOf(rows[0]!) };
}

/**
 * party_save, under the party link's lock so two diners writing in at once never make the party
 * larger than its seats: a new diner, this browser's own entry, or (for the one who booked) any.
 * Staff consoles read the evening again when it commits.
 */
export async function saveDiner(db: Database, asker: PartyAsker, token: string, input: { diner?: string; id?: number; entry: PartyEntry }): Promise<PartySaveResponse> {
  return db.transaction(async (tx) => {
    const { booking, booker } = await openParty(tx, asker, token, true);
    let saved: PartySaveResponse;
    if (input.id !== undefined) {
      if (!booker) throw notBooker();
      saved = { diner: null, entry: await updateDiner(tx, booking.id, { id: input.id }, input.entry, asker.now) };
    } else if (input.diner) {
      saved = { diner: input.diner, entry: await updateDiner(tx, booking.id, { secret: input.diner }, input.entry, asker.now) };
    } else {
      saved = await addDiner(tx, booking, input.entry, asker.now);
    }
    await cacheChanged(tx, ['bookings'], [booking.booking_date]);
    return saved;
  });
}

/** party_remove: the one who booked takes a diner off the party's page. */
export async function removeDiner(db: Database, asker: PartyAsker, token: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { booking, booker } = await openParty(tx, asker, token, true);
    if (!booker) throw notBooker();
    const { rowCount } = await tx.query('delete from party_diners where booking_id = $1 and id = $2', [booking.id, id]);
    if (!rowCount) throw notFound();
    await cacheChanged(tx, ['bookings'], [booking.booking_date]);
  });
}
