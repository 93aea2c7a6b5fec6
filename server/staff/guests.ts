import type { Database, Queryable } from '../db/database.ts';
import { notFound } from '../lib/errors.ts';
import { displaySavedChoices } from '../../api-client/rules/saved-choices.ts';
import { keptTags, type GuestProfile } from '../../api-client/contract/staff-guests.ts';
import { ALLERGY_SOURCES, rememberedOf, type AllergySources } from '../customers/remembered-allergies.ts';
import { recordAudit } from './audit.ts';

type Contact = GuestProfile['other_contacts'][number];
type Row = Omit<GuestProfile, 'allergies' | 'tags' | 'last_visit' | 'next_visit' | 'staff_allergies' | 'remembered_allergies' | 'other_contacts'> &
  AllergySources & {
    tags: string;
    foods: string[] | null;
    last_visit: string | Date | null;
    next_visit: string | Date | null;
    other_contacts: Contact[] | null;
  };

// The name as searchableName (api-client/rules/guest-name.ts) writes it: so '王磊' and 'Zhao Lin' find their guest.
const SEARCHABLE_NAME = `trim(c.first_name), trim(c.last_name), trim(c.last_name) || trim(c.first_name), trim(c.first_name) || trim(c.last_name)`;
// A merged-away profile's contacts find the profile it went into.
const MERGED_CONTACTS = `(select string_agg(concat_ws(' ', m.phone, m.email), ' ') from customers m where m.merged_into = c.id)`;

const day = (value: string | Date | null) => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export const splitTags = (tags: string | null | undefined): string[] => (tags ? tags.split(',') : []);

const GUEST_COLUMNS = `c.id, c.first_name, c.last_name, cc.calling_code as country, c.phone, c.email,
  coalesce(p.notes, '') as notes, coalesce(p.tags, '') as tags, p.allergies, p.allergies_at, f.food, f.at as food_at,
  (select count(*)::int from bookings b where b.customer_id = c.id and b.status = 'completed') as visits,
  (select count(*)::int from bookings b where b.customer_id = c.id and b.status = 'no_show') as no_shows,
  (select max(b.booking_date) from bookings b where b.customer_id = c.id and b.status = 'completed') as last_visit,
  (select min(b.booking_date) from bookings b where b.customer_id = c.id and b.status = 'pending') as next_visit,
  (select array_agg(b.food order by b.booking_date desc) from bookings b
    where b.customer_id = c.id and b.food <> '' and b.status in ('pending', 'completed', 'no_show')) as foods,
  (select json_agg(json_build_object('country', mc.calling_code, 'phone', m.phone, 'email', m.email) order by m.id) from customers m
    left join countries mc on mc.id = m.country_code_id where m.merged_into = c.id) as other_contacts`;

function toProfile({ foods, tags, last_visit, next_visit, allergies, allergies_at, food, food_at, other_contacts, ...row }: Row): GuestProfile {
  const notHeld = (contact: Contact): Contact => ({
    country: contact.phone !== null && contact.phone !== row.phone ? contact.country : null,
    phone: contact.phone !== row.phone ? contact.phone : null,
    email: contact.email !== null && contact.email.toLowerCase() !== row.email?.toLowerCase() ? contact.email : null,
  });
  return {
    ...row,
    last_visit: day(last_visit),
    next_visit: day(next_visit),
    tags: splitTags(tags),
    allergies: [...new Set((foods ?? []).map((saved) => displaySavedChoices(saved)).filter(Boolean))],
    staff_allergies: allergies ?? '',
    remembered_allergies: rememberedOf({ allergies, allergies_at, food, food_at }),
    other_contacts: (other_contacts ?? []).map(notHeld).filter((contact) => contact.phone !== null || contact.email !== null),
  };
}

/**
 * The guests staff look up with their visits, allergies, notes and tags (docs/customers.md). Every
 * word of `search` must be in the name, phone or e-mail (a merged profile's too); newest first.
 */
export async function findGuests(db: Queryable, search: string, limit = 50): Promise<GuestProfile[]> {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions = words.map((_, index) => `lower(concat_ws(' ', ${SEARCHABLE_NAME}, c.phone, c.email, ${MERGED_CONTACTS})) like $${index + 2}`);
  const { rows } = await db.query<Row>(
    `select ${GUEST_COLUMNS}
     from customers c
     left join countries cc on cc.id = c.country_code_id
     ${ALLERGY_SOURCES}
     where c.merged_into is null
       and exists (select 1 from bookings b where b.customer_id = c.id and b.status in ('pending', 'completed', 'no_show', 'cancelled'))
       ${conditions.map((condition) => `and ${condition}`).join(' ')}
     order by c.updated_at desc, c.id desc
     limit $1`,
    [limit, ...words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
  );
  return rows.map(toProfile);
}

export const unknownGuest = (id: number) => notFound('guest_unknown', `There is no guest ${id}.`);

interface NotesInput {
  notes: string;
  tags: string[];
  allergies?: string | undefined;
}

/** Keeps staff's notes, tags and allergies on a guest, with the audit of who changed them from what. */
export async function keepGuestNotes(db: Database, id: number, input: NotesInput, actor: string, now: Date): Promise<{ id: number; notes: string; tags: string[]; allergies: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('select id from customers where id = $1 and merged_into is null', [id]);
    if (!rows[0]) throw unknownGuest(id);
    const before = await tx.query<{ notes: string; tags: string; allergies: string | null }>('select notes, tags, allergies from guest_profiles where customer_id = $1', [id]);
    const tags = keptTags(input.tags).join(',');
    const allergies = input.allergies ?? before.rows[0]?.allergies ?? null;
    const allergiesChanged = input.allergies !== undefined && input.allergies !== (before.rows[0]?.allergies ?? null);
    await tx.query(
      `insert into guest_profiles (customer_id, notes, tags, allergies, allergies_at, updated_at, updated_by) values ($1, $2, $3, $4, case when $5 then $6::timestamptz end, $6, $7)
       on conflict (customer_id) do update set notes = excluded.notes, tags = excluded.tags, allergies = excluded.allergies,
         allergies_at = case when $5 then $6::timestamptz else guest_profiles.allergies_at end, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      [id, input.notes, tags, allergies, allergiesChanged, now, actor],
    );
    await recordAudit(tx, { actor, action: 'guest.notes', before: before.rows[0] ?? null, after: { customer_id: id, notes: input.notes, tags, allergies } }, now);
    return { id, notes: input.notes, tags: splitTags(tags), allergies: allergies ?? '' };
  });
}
