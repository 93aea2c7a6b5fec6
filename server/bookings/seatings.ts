import { readCacheOf } from '../cache/read-cache.ts';
import type { Queryable } from '../db/database.ts';

/** A seating (one area at one time slot) with what the booking rules need to know about it. */
export interface Seating {
  id: number;
  /** The area's seats on an evening without an override of its own. */
  seats: number;
  timeslotId: number;
  /** 'HH:mm' */
  timeslot: string;
  /** The time in minutes after midnight. */
  minute: number;
  area: {
    id: number;
    code: string;
    name_en: string;
    name_zh: string;
    minParty: number;
    noticeWorkingDays: number;
    exclusive: boolean;
  };
}

interface SeatingRow {
  id: number;
  seats: number;
  timeslot_id: number;
  timeslot: string;
  minute: number;
  area_id: number;
  code: string;
  name_en: string;
  name_zh: string;
  min_party: number;
  notice_working_days: number;
  exclusive: boolean;
}

const SELECT_SEATINGS = `
  select s.id, a.seats, t.id as timeslot_id, t.name as timeslot, t.minute, a.id as area_id, a.code, a.name_en, a.name_zh,
         a.min_party, a.notice_working_days, a.exclusive
  from seatings s join areas a on a.id = s.area_id join timeslots t on t.id = s.timeslot_id`;

function toSeating(row: SeatingRow): Seating {
  return {
    id: row.id,
    seats: row.seats,
    timeslotId: row.timeslot_id,
    timeslot: row.timeslot,
    minute: row.minute,
    area: {
      id: row.area_id,
      code: row.code,
      name_en: row.name_en,
      name_zh: row.name_zh,
      minParty: row.min_party,
      noticeWorkingDays: row.notice_working_days,
      exclusive: row.exclusive,
    },
  };
}

/**
 * Cached until a change to the seatings commits, since the restaurant rarely edits them (a transaction
 * reads them uncached). Their seat counts only inform: holds are decided by the seat ledger, under its lock.
 */
export async function listActiveSeatings(db: Queryable): Promise<readonly Seating[]> {
  const read = async () => {
    const { rows } = await db.query<SeatingRow>(`${SELECT_SEATINGS} where s.active order by t.name, a.sort, a.id`);
    return { value: rows.map(toSeating) };
  };
  const cache = readCacheOf(db);
  return cache ? cache.get('seatings', 0, read, ['seatings']) : (await read()).value;
}

/** An active seating, or null. */
export async function findActiveSeating(db: Queryable, id: number): Promise<Seating | null> {
  return (await listActiveSeatings(db)).find((seating) => seating.id === id) ?? null;
}
