import type { Database, Queryable } from '../db/database.ts';
import { notFound } from '../lib/errors.ts';
import { displaySavedChoices } from '../../api-client/rules/saved-choices.ts';
import type { GuestProfile } from '../../api-client/contract/staff-guests.ts';
import { recordAudit } from './audit.ts';

type Row = Omit<GuestProfile, 'allergies' | 'tags' | 'last_visit' | 'next_visit'> & {
  tags: string;
  foods: string[] | null;
  last_visit: string | Date | null;
  next_visit: string | Date | null;
};

// The name as searchableName (api-client/rules/guest-name.ts) writes it: so '王磊' and 'Zhao Lin' find their guest.
const SEARCHABLE_NAME = `trim(c.first_name), trim(c.last_name), trim(c.last_name) || trim(c.first_name), trim(c.first_name) || trim(c.last_name)`;

const day = (value: string | Date | null) => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/**
 * The guests staff look up: contacts, completed visits, no-shows, the next visit, the allergies
 * and diets written on their bookings (newest first, each once), and the staff's notes and tags.
 * Every word of `search` must be in the name, phone or e-mail; the most recent guests first.
 */
export async function findGuests(db: Queryable, search: string, limit = 50): Promise<GuestProfile[]> {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions = words.map((_, index) => `lower(concat_ws(' ', ${SEARCHABLE_NAME}, c.phone, c.email)) like $${index + 2}`);
  const { rows } = await db.query<Row>(
    `select c.id, c.first_name, c.last_name, cc.calling_code as country, c.phone, c.email,
            coalesce(p.notes, '') as notes, coalesce(p.tags, '') as tags,
            (select count(*)::int from bookings b where b.customer_id = c.id and b.status = 'completed') as visits,
            (select count(*)::int from bookings b where b.customer_id = c.id and b.status = 'no_show') as no_shows,
            (select max(b.booking_date) from bookings b where b.customer_id = c.id and b.status = 'completed') as last_visit,
            (select min(b.booking_date) from bookings b where b.customer_id = c.id and b.status = 'pending') as next_visit,
            (select array_agg(b.food order by b.booking_date desc) from bookings b
              where b.customer_id = c.id and b.food <> '' and b.status in ('pending', 'completed', 'no_show')) as foods
     from customers c
     left join countries cc on cc.id = c.country_code_id
     left join guest_profiles p on p.customer_id = c.id
     where exists (select 1 from bookings b where b.customer_id = c.id and b.status in ('pending', 'completed', 'no_show', 'cancelled'))
       ${conditions.map((condition) => `and ${condition}`).join(' ')}
     order by c.updated_at desc, c.id desc
     limit $1`,
    [limit, ...words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
  );
  return rows.map(({ foods, tags, last_visit, next_visit, ...row }) => ({
    ...row,
    last_visit: day(last_visit),
    next_visit: day(next_visit),
    tags: tags ? tags.split(',') : [],
    allergies: [...new Set((foods ?? []).map((food) => displaySavedChoices(food)).filter(Boolean))],
  }));
}

/** Keeps staff's notes and tags on a guest, with the audit of who changed them from what. */
export async function keepGuestNotes(db: Database, id: number, input: { notes: string; tags: string[] }, actor: string, now: Date): Promise<{ id: number; notes: string; tags: string[] }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('select id from customers where id = $1', [id]);
    if (!rows[0]) throw notFound('guest_unknown', `There is no guest ${id}.`);
    const before = await tx.query<{ notes: string; tags: string }>('select notes, tags from guest_profiles where customer_id = $1', [id]);
    const tags = [...new Set(input.tags)].sort().join(',');
    await tx.query(
      `insert into guest_profiles (customer_id, notes, tags, updated_at, updated_by) values ($1, $2, $3, $4, $5)
       on conflict (customer_id) do update set notes = excluded.notes, tags = excluded.tags, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      [id, input.notes, tags, now, actor],
    );
    await recordAudit(tx, { actor, action: 'guest.notes', before: before.rows[0] ?? null, after: { customer_id: id, notes: input.notes, tags } }, now);
    return { id, notes: input.notes, tags: tags ? tags.split(',') : [] };
  });
}
