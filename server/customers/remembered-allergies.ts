import type { Queryable } from '../db/database.ts';

/**
 * A join giving, for customer `c`, the food restrictions of its latest paid booking that had any
 * (`f.food`, `f.at`) and what staff set on its profile (`p.allergies`, `p.allergies_at`).
 */
export const ALLERGY_SOURCES = `left join guest_profiles p on p.customer_id = c.id
  left join lateral (
    select b.food, coalesce(b.paid_at, b.created_at) as at from bookings b
    where b.customer_id = c.id and b.food <> '' and b.status in ('pending', 'completed', 'no_show')
    order by coalesce(b.paid_at, b.created_at) desc, b.id desc limit 1
  ) f on true`;

export interface AllergySources {
  allergies: string | null;
  allergies_at: Date | string | null;
  food: string | null;
  food_at: Date | string | null;
}

const time = (value: Date | string | null) => (value === null ? -Infinity : new Date(value).getTime());

/** The newer of what staff set and what the guest last gave: what the guest is offered next time ('' for none). */
export function rememberedOf(row: AllergySources): string {
  if (row.allergies !== null && time(row.allergies_at) >= time(row.food_at)) return row.allergies;
  return row.food ?? '';
}

/** The allergies remembered for a customer; ask only for a customer whose contact the session proved. */
export async function rememberedAllergies(db: Queryable, customerId: number): Promise<string> {
  const { rows } = await db.query<AllergySources>(
    `select p.allergies, p.allergies_at, f.food, f.at as food_at from customers c ${ALLERGY_SOURCES} where c.id = $1`,
    [customerId],
  );
  return rows[0] ? rememberedOf(rows[0]) : '';
}
