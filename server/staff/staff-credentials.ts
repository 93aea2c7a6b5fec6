import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { StaffMember } from './staff-repository.ts';

/** Personal API tokens start with this, so a wrong one is never mistaken for the bootstrap token. */
export const PERSONAL_TOKEN_PREFIX = 'tbp_';
const PERSONAL_TOKEN_SHAPE = /^tbp_[A-Za-z0-9_-]{43}$/;
const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const hashCredential = (token: string) => createHash('sha256').update(token).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export const looksLikePersonalToken = (token: string) => token.startsWith(PERSONAL_TOKEN_PREFIX);

/** The console's XSRF token: bound to its session token, so it proves the page read our answer. */
export const staffXsrfFor = (appSecret: string, sessionToken: string) =>
  createHmac('sha256', appSecret).update(`staff-xsrf:${sessionToken}`).digest('base64url');

type MemberRow = { id: number; email: string; name: string; role: StaffMember['role']; created_at: Date | string };
const toMember = (row: MemberRow): StaffMember => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() });

export async function startStaffSession(tx: Queryable, staffId: number, now: Date): Promise<string> {
  const token = newSecret();
  await tx.query('insert into staff_sessions (staff_id, token_hash, created_at, last_seen_at) values ($1, $2, $3, $3)', [
    staffId,
    hashCredential(token),
    now,
  ]);
  return token;
}

/** The member a console session belongs to; null when unknown, ended, older than `createdAfter`, or the member was removed. */
export async function staffOfSession(db: Queryable, token: string, createdAfter: Date): Promise<StaffMember | null> {
  if (!SESSION_TOKEN_SHAPE.test(token)) return null;
  const { rows } = await db.query<MemberRow>(
    `select s.id, s.email, s.name, s.role, s.created_at from staff_sessions x join staff s on s.id = x.staff_id
     where x.token_hash = $1 and x.ended_at is null and x.created_at > $2 and s.removed_at is null`,
    [hashCredential(token), createdAfter],
  );
  return rows[0] ? toMember(rows[0]) : null;
}

export async function endStaffSession(db: Queryable, token: string, now: Date): Promise<void> {
  await db.query('update staff_sessions set ended_at = $2 where token_hash = $1 and ended_at is null', [hashCredential(token), now]);
}

export interface PersonalToken {
  id: number;
  label: string;
  email: string;
  created_at: string;
  last_used_at: string | null;
}

/** Creates a token for `staffId`; the token itself is answered once and only its hash is kept. */
export async function createPersonalToken(tx: Queryable, staffId: number, label: string, now: Date): Promise<{ id: number; token: string }> {
  const token = `${PERSONAL_TOKEN_PREFIX}${newSecret()}`;
  const { rows } = await tx.query<{ id: number }>(
    'insert into staff_tokens (staff_id, label, token_hash, created_at) values ($1, $2, $3, $4) returning id',
    [staffId, label, hashCredential(token), now],
  );
  return { id: Number(rows[0]!.id), token };
}

export async function staffOfPersonalToken(db: Queryable, token: string, now: Date): Promise<StaffMember | null> {
  if (!PERSONAL_TOKEN_SHAPE.test(token)) return null;
  const { rows } = await db.query<MemberRow>(
    `update staff_tokens t set last_used_at = $2 from staff s
     where t.token_hash = $1 and t.revoked_at is null and s.id = t.staff_id and s.removed_at is null
     returning s.id, s.email, s.name, s.role, s.created_at`,
    [hashCredential(token), now],
  );
  return rows[0] ? toMember(rows[0]) : null;
}

/** The member a personal token belongs to, read without marking it used; null once revoked or removed. */
export async function memberOfPersonalToken(db: Queryable, token: string): Promise<StaffMember | null> {
  if (!PERSONAL_TOKEN_SHAPE.test(token)) return null;
  const { rows } = await db.query<MemberRow>(
    `select s.id, s.email, s.name, s.role, s.created_at from staff_tokens t join staff s on s.id = t.staff_id
     where t.token_hash = $1 and t.revoked_at is null and s.removed_at is null`,
    [hashCredential(token)],
  );
  return rows[0] ? toMember(rows[0]) : null;
}

export async function listPersonalTokens(db: Queryable): Promise<PersonalToken[]> {
  const { rows } = await db.query<{ id: number; label: string; email: string; created_at: Date | string; last_used_at: Date | string | null }>(
    `select t.id, t.label, s.email, t.created_at, t.last_used_at from staff_tokens t join staff s on s.id = t.staff_id
     where t.revoked_at is null order by t.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  }));
}

/** The revoked token's label and owner's e-mail, or null when there is no live token `id`. */
export async function revokePersonalToken(tx: Queryable, id: number, now: Date): Promise<{ label: string; email: string } | null> {
  const { rows } = await tx.query<{ label: string; email: string }>(
    `update staff_tokens t set revoked_at = $2 from staff s
     where t.id = $1 and t.revoked_at is null and s.id = t.staff_id returning t.label, s.email`,
    [id, now],
  );
  return rows[0] ?? null;
}
