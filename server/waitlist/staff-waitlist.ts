import type { WaitlistOffered } from '../../api-client/contract/waitlist.ts';
import { slotTakes } from '../../api-client/rules/seats.ts';
import { slotsOn } from '../bookings/availability.ts';
import type { Database, Queryable } from '../db/database.ts';
import { AppError, conflict, notFound } from '../lib/errors.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { recordAudit } from '../staff/audit.ts';
import type { OfferedEntry } from '../bookings/waitlist-offer.ts';
import { offerAndTell, takeOffList } from './waitlist.ts';

/** Who acts, when, and the links a guest's message carries. */
export interface StaffWaitlistContext {
  actor: string;
  now: Date;
  link: { publicUrl: string; appSecret: string };
}

const unknownEntry = () => notFound('waitlist_entry_unknown', 'Nobody waits on the list under that number any more.');

/** The entry still on the list, locked for this transaction. */
async function waitingEntry(tx: Queryable, id: number): Promise<OfferedEntry & { notified: boolean }> {
  const { rows } = await tx.query<OfferedEntry & { notified: boolean }>(
    `select id, booking_date, pax, channel, contact, lang, notified_at is not null as notified
     from waitlist_entries where id = $1 and left_at is null for update`,
    [id],
  );
  if (!rows[0]) throw unknownEntry();
  return { ...rows[0], booking_date: String(rows[0].booking_date) };
}

/**
 * A staff member offers a waiting guest seats of one seating by hand: the same hold and message as
 * the waitlist's own pass, under the same evening lock, so the one seat rule decides. Refused when
 * the guest was told already, the seating is not offered that evening, or its seats are not free.
 */
export async function offerSeatsByHand(db: Database, entryId: number, wanted: { time: string; area: string }, context: StaffWaitlistContext): Promise<WaitlistOffered> {
  const { rows } = await db.query<{ booking_date: string }>('select booking_date from waitlist_entries where id = $1 and left_at is null', [entryId]);
  if (!rows[0]) throw unknownEntry();
  const date = String(rows[0].booking_date);
  const { slots, max } = await slotsOn(db, date, context.now);
  const slot = slots.find((candidate) => candidate.timeslot === wanted.time.replace(':', '') && candidate.area.code === wanted.area);
  if (!slot) throw new AppError(422, 'seating_unknown', `No seating at ${wanted.time} can be offered on ${date}.`, { time: 'seating_unknown' });
  const settings = await readSettings(db);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`waitlist:${date}`]);
    const entry = await waitingEntry(tx, entryId);
    if (entry.notified) throw conflict('waitlist_already_offered', 'This guest has been offered seats already.');
    const offer = slotTakes(slot, entry.pax, max) ? await offerAndTell(tx, entry, slot, settings, context.link, context.now) : null;
    if (!offer) throw conflict('waitlist_no_seats', `Fewer than ${entry.pax} seats are free at ${wanted.time}: nothing was offered.`);
    const after = { entry: entryId, date, time: wanted.time, area: wanted.area, pax: entry.pax, code: offer.code };
    await recordAudit(tx, { actor: context.actor, action: 'waitlist.offer', bookingId: offer.event.bookingId, bookingCode: offer.code, after }, context.now);
    return { id: entryId, code: offer.code, time: wanted.time, expires_at: offer.expiresAt };
  });
}

/** A staff member takes an entry off the list; seats offered to it and not paid come free at once. */
export async function removeFromWaitlist(db: Database, entryId: number, context: Omit<StaffWaitlistContext, 'link'>): Promise<{ id: number; removed: true }> {
  return db.transaction(async (tx) => {
    const entry = await waitingEntry(tx, entryId);
    await takeOffList(tx, entryId, context.now);
    const before = { entry: entryId, date: entry.booking_date, pax: entry.pax, contact: entry.contact };
    await recordAudit(tx, { actor: context.actor, action: 'waitlist.remove', before }, context.now);
    return { id: entryId, removed: true as const };
  });
}
