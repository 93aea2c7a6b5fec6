import { keptTags } from '../../api-client/contract/staff-guests.ts';
import { moveGuestBookings } from '../bookings/transitions/merge-guest.ts';
import type { Database, Queryable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { recordAudit } from './audit.ts';
import { splitTags, unknownGuest } from './guests.ts';

interface Side {
  id: number;
  country_code_id: number | null;
  phone: string | null;
  email: string | null;
  notes: string | null;
  tags: string | null;
  allergies: string | null;
  allergies_at: Date | null;
}

const joined = (a: string | null, b: string | null, separator: string) => [...new Set([a, b].map((text) => text?.trim() ?? '').filter(Boolean))].join(separator) || null;

/** What the staying profile keeps: both notes, every tag, both allergies, and the contacts it lacked. */
async function keepBoth(tx: Queryable, from: Side, into: Side, actor: string, now: Date): Promise<void> {
  const takesPhone = into.phone === null && from.phone !== null;
  await tx.query(
    `update customers set country_code_id = case when $2 then $3 else country_code_id end, phone = case when $2 then $4 else phone end,
       email = coalesce(email, $5), updated_at = $6 where id = $1`,
    [into.id, takesPhone, from.country_code_id, from.phone, from.email, now],
  );
  await tx.query('update customers set merged_into = $2, updated_at = $3 where id = $1 or merged_into = $1', [from.id, into.id, now]);
  const allergiesAt = [from.allergies_at, into.allergies_at].filter((at): at is Date => at !== null).sort((a, b) => +new Date(b) - +new Date(a))[0] ?? null;
  await tx.query(
    `insert into guest_profiles (customer_id, notes, tags, allergies, allergies_at, updated_at, updated_by) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (customer_id) do update set notes = excluded.notes, tags = excluded.tags, allergies = excluded.allergies,
       allergies_at = excluded.allergies_at, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [
      into.id,
      joined(into.notes, from.notes, '\n\n') ?? '',
      keptTags([...splitTags(into.tags), ...splitTags(from.tags)]).join(','),
      joined(into.allergies, from.allergies, ', '),
      allergiesAt,
      now,
      actor,
    ],
  );
  await tx.query('delete from guest_profiles where customer_id = $1', [from.id]);
}

/**
 * Merges two profiles of one person, in one transaction: `from`'s bookings, notes, tags, allergies
 * and contacts go to `into`, and `from` no longer shows among the guests. Audited.
 */
export async function mergeGuests(db: Database, from: number, into: number, actor: string, now: Date): Promise<{ id: number; merged: number; bookings: number }> {
  if (from === into) throw new AppError(422, 'merge_same_guest', 'A guest cannot be merged into the same profile.', { into: 'merge_same_guest' });
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<Side>(
      `select c.id, c.country_code_id, c.phone, c.email, p.notes, p.tags, p.allergies, p.allergies_at
       from customers c left join guest_profiles p on p.customer_id = c.id
       where c.id = any($1::int[]) and c.merged_into is null order by c.id for update of c`,
      [[from, into]],
    );
    const side = (id: number) => rows.find((row) => row.id === id);
    const [source, target] = [side(from), side(into)];
    if (!source) throw unknownGuest(from);
    if (!target) throw new AppError(404, 'guest_unknown', `There is no guest ${into}.`, { into: 'guest_unknown' });
    const moved = await moveGuestBookings(tx, from, into);
    await keepBoth(tx, source, target, actor, now);
    await recordAudit(tx, { actor, action: 'guest.merge', before: { from: source, into: target }, after: { customer_id: into, merged: from, bookings: moved.map((event) => event.code) } }, now);
    return { id: into, merged: from, bookings: moved.length };
  });
}
