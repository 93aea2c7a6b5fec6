import type { Database, Queryable } from '../db/database.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import { recordAudit } from './audit.ts';

/** An evening's note for the team; '' when nobody wrote one. */
export async function readShiftNote(db: Queryable, date: string): Promise<string> {
  const { rows } = await db.query<{ note: string }>('select note from shift_notes where day = $1', [date]);
  return rows[0]?.note ?? '';
}

/**
 * Writes (or, empty, removes) an evening's note, audited; open consoles read Tonight again, as
 * after a booking's change, so the whole team sees it.
 */
export async function saveShiftNote(db: Database, change: { date: string; note: string; actor: string; now: Date }): Promise<{ date: string; note: string }> {
  return db.transaction(async (tx) => {
    const before = await readShiftNote(tx, change.date);
    if (change.note === '') await tx.query('delete from shift_notes where day = $1', [change.date]);
    else {
      await tx.query(
        `insert into shift_notes (day, note, updated_by, updated_at) values ($1, $2, $3, $4)
         on conflict (day) do update set note = excluded.note, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        [change.date, change.note, change.actor, change.now],
      );
    }
    await recordAudit(tx, { actor: change.actor, action: 'shift_note', before: { date: change.date, note: before }, after: { date: change.date, note: change.note } }, change.now);
    await cacheChanged(tx, ['bookings']);
    return { date: change.date, note: change.note };
  });
}
