import type { Customer, CountryCode } from '../../api-client/contract/customer.ts';
import type { Queryable } from '../db/database.ts';

interface CustomerRow {
  id: number;
  first_name: string;
  last_name: string;
  gender: 'M' | 'F' | null;
  country_code_id: number | null;
  calling_code: string | null;
  phone: string | null;
  email: string | null;
}

const selectCustomer = `select c.id, c.first_name, c.last_name, c.gender, c.country_code_id, k.calling_code, c.phone, c.email
  from customers c left join countries k on k.id = c.country_code_id`;

function toCustomer(row: CustomerRow | undefined): Customer | null {
  if (!row) return null;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender,
    country_code: row.country_code_id !== null && row.calling_code !== null ? { id: row.country_code_id, calling_code: row.calling_code } : null,
    country_code_id: row.country_code_id,
    phone: row.phone,
    email: row.email,
  };
}

export async function findCustomerById(db: Queryable, id: number): Promise<Customer | null> {
  const { rows } = await db.query<CustomerRow>(`${selectCustomer} where c.id = $1`, [id]);
  return toCustomer(rows[0]);
}

/** Several customers may share a contact (a couple, a family): the one saved most recently. */
const latestFirst = 'order by c.updated_at desc, c.id desc limit 1';

export async function findCustomerByPhone(db: Queryable, callingCode: string, phone: string): Promise<Customer | null> {
  const { rows } = await db.query<CustomerRow>(`${selectCustomer} where k.calling_code = $1 and c.phone = $2 and c.merged_into is null ${latestFirst}`, [callingCode, phone]);
  return toCustomer(rows[0]);
}

export async function findCustomerByEmail(db: Queryable, email: string): Promise<Customer | null> {
  const { rows } = await db.query<CustomerRow>(`${selectCustomer} where lower(c.email) = lower($1) and c.merged_into is null ${latestFirst}`, [email]);
  return toCustomer(rows[0]);
}

/**
 * The customer of this name at a proven contact ('86 13800138000' and/or a lower-case e-mail): the
 * same guest saving step 2 again. Names compare without case and surrounding spaces.
 */
export async function findNamedCustomerAt(
  db: Queryable,
  contact: { phone: string | null; email: string | null },
  name: { first_name: string; last_name: string },
): Promise<Customer | null> {
  const { rows } = await db.query<CustomerRow>(
    `${selectCustomer}
     where c.merged_into is null and lower(trim(c.first_name)) = lower(trim($3)) and lower(trim(c.last_name)) = lower(trim($4))
       and ((c.phone is not null and k.calling_code || ' ' || c.phone = $1) or lower(c.email) = $2)
     ${latestFirst}`,
    [contact.phone, contact.email?.toLowerCase() ?? null, name.first_name, name.last_name],
  );
  return toCustomer(rows[0]);
}

export async function countryByCallingCode(db: Queryable, callingCode: string): Promise<CountryCode | null> {
  const { rows } = await db.query<CountryCode>('select id, calling_code from countries where calling_code = $1', [callingCode]);
  return rows[0] ?? null;
}

export async function countryById(db: Queryable, id: number): Promise<CountryCode | null> {
  const { rows } = await db.query<CountryCode>('select id, calling_code from countries where id = $1', [id]);
  return rows[0] ?? null;
}

export interface CustomerFields {
  first_name: string;
  last_name: string;
  /** Null for a guest booked by staff who did not say (no honorific is guessed). */
  gender: 'M' | 'F' | null;
  country_code_id: number | null;
  phone: string | null;
  /** Null when the customer proved only a phone. */
  email: string | null;
}

export async function insertCustomer(db: Queryable, fields: CustomerFields, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into customers (first_name, last_name, gender, country_code_id, phone, email, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
    [fields.first_name, fields.last_name, fields.gender, fields.country_code_id, fields.phone, fields.email, now],
  );
  return rows[0]!.id;
}

export async function updateCustomer(db: Queryable, id: number, fields: CustomerFields, now: Date): Promise<void> {
  await db.query(
    `update customers set first_name = $2, last_name = $3, gender = $4, country_code_id = $5, phone = $6, email = $7,
       updated_at = $8 where id = $1`,
    [id, fields.first_name, fields.last_name, fields.gender, fields.country_code_id, fields.phone, fields.email, now],
  );
}
