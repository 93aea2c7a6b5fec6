import type { ClosureNote } from '../../api-client/contract/content.ts';
import { addDays } from '../../api-client/rules/restaurant-date.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The notes of the closed dates a guest can see in the calendar (today to the booking horizon),
 * each in English and Chinese: a note written in one language only stands for both.
 */
export async function closureNotes(db: Queryable, today: string, horizonDays: number): Promise<ClosureNote[]> {
  const last = addDays(today, horizonDays);
  const read = async () => {
    const { rows } = await db.query<{ day: string; note: string; note_zh: string }>(
      `select to_char(day, 'YYYY-MM-DD') as day, note, note_zh from closed_dates
       where day between $1 and $2 and (note <> '' or note_zh <> '') order by day`,
      [today, last],
    );
    return { value: rows.map((row) => ({ date: row.day, note_en: row.note || row.note_zh, note_zh: row.note_zh || row.note })) };
  };
  const cache = readCacheOf(db);
  return cache ? cache.get(`closure-notes:${today}:${last}`, 0, read, ['closed-dates']) : (await read()).value;
}
