import { fits } from '../../api-client/rules/seats.ts';
import type { Queryable } from '../db/database.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import { readSettings, writeSetting } from '../repositories/settings-repository.ts';
import type { EveningOverSeats } from '../../api-client/contract/common.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { guardSeatChange, type SeatChangeGuard } from './over-seats.ts';

/**
 * The seat ledger (docs/capacity.md) counts the guests seated at each moment a party can arrive. Every
 * change holds the evening's area_evenings row lock, and the check `seated <= capacity` refuses any
 * overbooking whatever the code above does. Availability reads do not use it.
 */
export interface SlotRef {
  seatingId: number;
  date: string;
}

/** What a locked slot can take: `capacity - held` seats are free for its whole dinner. */
export interface LockedSlot {
  /** The most guests seated at any moment of the dinner a party at this seating would have. */
  held: number;
  capacity: number;
  areaId: number;
  /** The dinner's moments, minutes after midnight: from its start up to (not including) its end. */
  from: number;
  until: number;
  /** Whether the date or this seating is closed, read once the lock is held (staff lock before closing). */
  dayClosed: boolean;
  seatingClosed: boolean;
}

/** Whether a party fits a locked slot: the one seat rule (api-client/rules/seats.ts) on the ledger's count. */
export const fitsLocked = (locked: Pick<LockedSlot, 'held' | 'capacity'>, pax: number, exclusive: boolean) => fits({ exclusive }, locked.capacity, locked.held, pax);

/**
 * Read without the lock so that, once an evening is full, most guests are refused without queueing for
 * it. A yes needs no expired hold waiting to give seats back; being a moment old, it can only refuse a
 * guest who raced a release, as losing the race for the lock would.
 */
export async function surelyFull(db: Queryable, slot: SlotRef, now: Date, pax: number, exclusive: boolean): Promise<boolean> {
  const { rows } = await db.query<{ held: number | null; capacity: number | null; releasing: boolean }>(
    `select max(m.seated) as held, min(m.capacity) as capacity, exists (
       select 1 from bookings b join seatings bs on bs.id = b.seating_id
       where bs.area_id = s.area_id and b.booking_date = $2 and b.status = 'hold' and not b.seats_released
         and b.hold_expires_at <= $3
     ) as releasing
     from seatings s join timeslots t on t.id = s.timeslot_id
     join area_evenings e on e.area_id = s.area_id and e.booking_date = $2
     join seat_moments m on m.area_id = s.area_id and m.booking_date = $2
       and m.minute >= t.minute and m.minute < t.minute + e.dining_minutes
     where s.id = $1
     group by s.area_id`,
    [slot.seatingId, slot.date, now],
  );
  const row = rows[0];
  if (!row || row.releasing || row.held === null || row.capacity === null) return false;
  return !fitsLocked({ held: row.held, capacity: row.capacity }, pax, exclusive);
}

interface EveningRow {
  area_id: number;
  minute: number;
  seats: number;
  dining_minutes: number;
  incomplete: boolean;
}

/** Locks the seating's evening; null when the evening has no ledger yet. */
async function lockEvening(tx: Queryable, slot: SlotRef): Promise<EveningRow | null> {
  const { rows } = await tx.query<EveningRow>(
    `select s.area_id, t.minute, e.seats, e.dining_minutes, exists (
       select 1 from seatings s2 join timeslots t2 on t2.id = s2.timeslot_id
       where s2.area_id = s.area_id and not exists (
         select 1 from seat_moments m where m.area_id = s.area_id and m.booking_date = $2 and m.minute = t2.minute)
     ) as incomplete
     from seatings s join timeslots t on t.id = s.timeslot_id
     join area_evenings e on e.area_id = s.area_id and e.booking_date = $2
     where s.id = $1
     for update of e`,
    [slot.seatingId, slot.date],
  );
  return rows[0] ?? null;
}

/**
 * The evening's moments that have no row yet (its first use, a seating added since, or a new
 * dinner length), counted from the bookings that hold seats. Runs under the evening's lock, so
 * no booking of the area can change meanwhile.
 */
async function addMissingMoments(tx: Queryable, areaId: number, date: string): Promise<void> {
  await tx.query(
    `insert into seat_moments (area_id, booking_date, minute, seated, capacity)
     select $1, $2, moment.minute, counted.seated, greatest(e.seats, counted.seated)
     from (select distinct t.minute from seatings s join timeslots t on t.id = s.timeslot_id where s.area_id = $1) moment
     join area_evenings e on e.area_id = $1 and e.booking_date = $2
     cross join lateral (
       select coalesce(sum(b.pax), 0)::int as seated
       from bookings b join seatings bs on bs.id = b.seating_id join timeslots bt on bt.id = bs.timeslot_id
       where bs.area_id = $1 and b.booking_date = $2 and b.status <> 'cancelled' and not b.seats_released
         and bt.minute <= moment.minute and moment.minute < bt.minute + e.dining_minutes
     ) counted
     on conflict do nothing`,
    [areaId, date],
  );
}

/**
 * Locks the slot's evening for the rest of the transaction and first gives back the seats of holds
 * expired by `now`, so what it reads is current. A new evening's ledger takes the area's seats and the
 * dinner length as they are set then.
 */
export async function lockSlot(tx: Queryable, slot: SlotRef, now: Date): Promise<LockedSlot> {
  let evening = await lockEvening(tx, slot);
  if (!evening) {
    const { dining_minutes } = await readSettings(tx);
    await tx.query(
      `insert into area_evenings (area_id, booking_date, seats, dining_minutes)
       select a.id, $2, coalesce(o.seats, a.seats), $3
       from seatings s join areas a on a.id = s.area_id left join evening_seats o on o.area_id = a.id and o.day = $2
       where s.id = $1
       on conflict do nothing`,
      [slot.seatingId, slot.date, dining_minutes],
    );
    evening = await lockEvening(tx, slot);
    if (!evening) throw new Error(`seating ${slot.seatingId} does not exist`);
  }
  if (evening.incomplete) await addMissingMoments(tx, evening.area_id, slot.date);
  const from = evening.minute;
  const until = from + evening.dining_minutes;
  // Marking holds released and subtracting their seats happen in one statement, so the two can
  // never disagree; the same statement reads the dinner's moments as the sweep leaves them.
  const { rows } = await tx.query<{ held: number | null; capacity: number | null; day_closed: boolean; seating_closed: boolean }>(
    `with expired as (
       update bookings b set seats_released = true
       from seatings s join timeslots t on t.id = s.timeslot_id
       where s.id = b.seating_id and s.area_id = $1 and b.booking_date = $2 and b.status = 'hold'
         and not b.seats_released and b.hold_expires_at <= $3
       returning b.pax, t.minute
     ), swept as (
       update seat_moments m
       set seated = m.seated - (select coalesce(sum(x.pax), 0)::int from expired x where x.minute <= m.minute and m.minute < x.minute + $4)
       where m.area_id = $1 and m.booking_date = $2
         and exists (select 1 from expired x where x.minute <= m.minute and m.minute < x.minute + $4)
       returning m.minute, m.seated
     )
     select max(coalesce(swept.seated, m.seated)) as held, min(m.capacity) as capacity,
       exists (select 1 from closed_dates where day = $2) as day_closed,
       exists (select 1 from closed_seatings where day = $2 and seating_id = $7) as seating_closed
     from seat_moments m left join swept on swept.minute = m.minute
     where m.area_id = $1 and m.booking_date = $2 and m.minute >= $5 and m.minute < $6`,
    [evening.area_id, slot.date, now, evening.dining_minutes, from, until, slot.seatingId],
  );
  const row = rows[0];
  return {
    held: row?.held ?? 0,
    capacity: row?.capacity ?? evening.seats,
    areaId: evening.area_id,
    from,
    until,
    dayClosed: row?.day_closed ?? false,
    seatingClosed: row?.seating_closed ?? false,
  };
}

/** Every moment of the locked slot's dinner gets `pax` more guests seated (fewer when negative). */
const SEAT_THE_DINNER = `
  update seat_moments set seated = seated + $3
  where area_id = $1 and booking_date = $2 and minute >= $SLOT_FROM and minute < $SLOT_UNTIL`;

function seatTheDinner(fromParam: number): string {
  return SEAT_THE_DINNER.replace('$SLOT_FROM', `$${fromParam}`).replace('$SLOT_UNTIL', `$${fromParam + 1}`);
}

/**
 * Takes `pax` seats for the whole dinner of a slot locked by lockSlot in the same transaction. An
 * exclusive area (the private room) goes whole to one party. Answers false, changing nothing,
 * when they are not free.
 */
export async function takeSeats(tx: Queryable, slot: SlotRef, locked: LockedSlot, pax: number, exclusive: boolean): Promise<boolean> {
  if (!fitsLocked(locked, pax, exclusive)) return false;
  await tx.query(seatTheDinner(4), [locked.areaId, slot.date, pax, locked.from, locked.until]);
  return true;
}

/**
 * takeSeats and `insert` in one statement, a round trip less while the evening is locked: `insert`
 * selects `from taken`, its parameters from $4, and writes only when the seats were taken. False when
 * they are not free; a caller that needs a row and got none must roll back.
 */
export async function takeSeatsAndInsert<Row>(
  tx: Queryable,
  slot: SlotRef,
  locked: LockedSlot,
  pax: number,
  exclusive: boolean,
  insert: string,
  params: unknown[],
): Promise<Row[] | false> {
  if (!fitsLocked(locked, pax, exclusive)) return false;
  const fromParam = 4 + params.length;
  const { rows } = await tx.query<Row>(
    `with seated as (${seatTheDinner(fromParam)} returning 1),
     taken as (select 1 as taken where exists (select 1 from seated))
     ${insert}`,
    [locked.areaId, slot.date, pax, ...params, locked.from, locked.until],
  );
  return rows;
}

/** Gives seats back (a cancelled booking) for its whole dinner; the slot must be locked in this transaction. */
export async function releaseSeats(tx: Queryable, slot: SlotRef, pax: number): Promise<void> {
  await tx.query(
    `update seat_moments m set seated = greatest(m.seated - $3, 0)
     from seatings s join timeslots t on t.id = s.timeslot_id
     join area_evenings e on e.area_id = s.area_id and e.booking_date = $2
     where s.id = $1 and m.area_id = s.area_id and m.booking_date = $2
       and m.minute >= t.minute and m.minute < t.minute + e.dining_minutes`,
    [slot.seatingId, slot.date, pax],
  );
}

/**
 * An evening's seats change (the area's seats for every evening without an override, or one
 * evening's): its ledger counts with them from now on, but never below the guests already seated.
 */
async function setEveningCapacity(tx: Queryable, areaId: number, seats: number, date: string | null): Promise<void> {
  const which =
    date === null
      ? 'not exists (select 1 from evening_seats o where o.area_id = e.area_id and o.day = e.booking_date)'
      : 'e.booking_date = $2';
  const params = date === null ? [areaId] : [areaId, date];
  await tx.query(`update area_evenings e set seats = $${params.length + 1} where e.area_id = $1 and ${which}`, [...params, seats]);
  await tx.query(
    `update seat_moments m set capacity = greatest(e.seats, m.seated)
     from area_evenings e where e.area_id = $1 and m.area_id = e.area_id and m.booking_date = e.booking_date and ${which}`,
    params,
  );
}

/**
 * An area's seats, for every evening without an override of its own. Like the other seat changes
 * below, refused (guardSeatChange) while it would put an evening over its seats, unless kept.
 */
export async function setAreaSeats(tx: Queryable, areaId: number, seats: number, guard: SeatChangeGuard): Promise<EveningOverSeats[]> {
  return guardSeatChange(tx, guard, async () => {
    await tx.query('update areas set seats = $2 where id = $1', [areaId, seats]);
    await setEveningCapacity(tx, areaId, seats, null);
    await cacheChanged(tx, ['seatings']);
  });
}

/** One evening's seats for an area (a buy-out, a staff night), or null to go back to the area's. */
export async function setEveningSeats(
  tx: Queryable,
  change: { areaId: number; date: string; seats: number | null; note?: string },
  guard: SeatChangeGuard,
): Promise<EveningOverSeats[]> {
  const { areaId, date, seats, note = '' } = change;
  return guardSeatChange(tx, guard, async () => {
    if (seats === null) await tx.query('delete from evening_seats where area_id = $1 and day = $2', [areaId, date]);
    else {
      await tx.query(
        `insert into evening_seats (area_id, day, seats, note) values ($1, $2, $3, $4)
         on conflict (area_id, day) do update set seats = excluded.seats, note = excluded.note`,
        [areaId, date, seats, note],
      );
    }
    const { rows } = await tx.query<{ seats: number }>(
      'select coalesce((select seats from evening_seats where area_id = $1 and day = $2), (select seats from areas where id = $1)) as seats',
      [areaId, date],
    );
    await setEveningCapacity(tx, areaId, rows[0]!.seats, date);
    await cacheChanged(tx, ['seatings']);
  });
}

/**
 * A new dinner length (the setting) for the evenings from today on: their moments are counted
 * again from the bookings on next use (under each evening's lock), so every party occupies it.
 */
export async function setDiningMinutes(tx: Queryable, minutes: number, guard: SeatChangeGuard): Promise<EveningOverSeats[]> {
  const today = restaurantToday(guard.now);
  return guardSeatChange(tx, guard, async () => {
    await writeSetting(tx, 'dining_minutes', minutes);
    await tx.query('update area_evenings set dining_minutes = $1 where booking_date >= $2', [minutes, today]);
    await tx.query('delete from seat_moments where booking_date >= $1', [today]);
    await cacheChanged(tx, ['seatings', 'availability']);
  });
}
