import type { Queryable } from '../db/database.ts';
import type { StaffRole } from './roles.ts';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  created_at: string;
}

type Row = { id: number; email: string; name: string; role: StaffRole; created_at: Date | string };
const member = (row: Row): StaffMember => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() });

/** Staff e-mails are compared in lower case, as the guests' are. */
export const staffEmailKey = (email: string) => email.trim().toLowerCase();

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const { rows } = await db.query<Row>('select id, email, name, role, created_at from staff where removed_at is null order by role, email');
  return rows.map(member);
}

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffMember | null> {
  const { rows } = await db.query<Row>(
    'select id, email, name, role, created_at from staff where lower(email) = $1 and removed_at is null',
    [staffEmailKey(email)],
  );
  return rows[0] ? member(rows[0]) : null;
}

export async function hasOwner(db: Queryable): Promise<boolean> {
  const { rows } = await db.query("select 1 from staff where role = 'owner' and removed_at is null limit 1");
  return rows.length > 0;
}

/** Null when the e-mail already belongs to a member. */
export async function insertStaff(tx: Queryable, fields: { email: string; name: string; role: StaffRole }, now: Date): Promise<StaffMember | null> {
  const { rows } = await tx.query<Row>(
    `insert into staff (email, name, role, created_at) values ($1, $2, $3, $4)
     on conflict (lower(email)) where removed_at is null do nothing
     returning id, email, name, role, created_at`,
    [staffEmailKey(fields.email), fields.name, fields.role, now],
  );
  return rows[0] ? member(rows[0]) : null;
}

export async function setStaffRole(tx: Queryable, id: number, role: StaffRole): Promise<void> {
  await tx.query('update staff set role = $2 where id = $1', [id, role]);
}

/** Removes a member and ends what they signed in with. */
export async function removeStaff(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('update staff set removed_at = $2 where id = $1', [id, now]);
  await tx.query('update staff_sessions set ended_at = $2 where staff_id = $1 and ended_at is null', [id, now]);
  await tx.query('update staff_tokens set revoked_at = $2 where staff_id = $1 and revoked_at is null', [id, now]);
  await tx.query('delete from staff_passkeys where staff_id = $1', [id]);
}

/** Owners other than `id` still there: the last owner cannot be removed or demoted. */
export async function otherOwners(tx: Queryable, id: number): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    "select count(*)::int as n from staff where role = 'owner' and removed_at is null and id <> $1",
    [id],
  );
  return rows[0]!.n;
}

/** Serialises changes to the staff list, so two removals cannot leave the restaurant without an owner. */
export async function lockStaffList(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [0x535446]);
}
