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

export async function startStaffSession(tx: Queryable, staffId: number, now: Date, signedInBy: 'code' | 'passkey' = 'code'): Promise<string> {
  const token = newSecret();
  await tx.query('insert into staff_sessions (staff_id, token_hash, created_at, last_seen_at, signed_in_by) values ($1, $2, $3, $3, $4)', [
    staffId,
    hashCredential(token),
    now,
    signedInBy,
  ]);
  return token;
}

/** When and how a live console session was signed in; null when it is not live. */
export async function sessionSignIn(db: Queryable, token: string): Promise<{ at: Date; by: 'code' | 'passkey' } | null> {
  if (!SESSION_TOKEN_SHAPE.test(token)) return null;
  const { rows } = await db.query<{ created_at: Date | string; signed_in_by: 'code' | 'passkey' }>(
    'select created_at, signed_in_by from staff_sessions where token_hash = $1 and ended_at is null',
    [hashCredential(token)],
  );
  return rows[0] ? { at: new Date(rows[0].created_at), by: rows[0].signed_in_by } : null;
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

export type TokenScope = 'full' | 'read';

export interface PersonalToken {
  id: number;
  label: string;
  email: string;
  scope: TokenScope;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

export interface NewToken {
  label: string;
  scope?: TokenScope;
  expiresAt?: Date | null;
}

/** Creates a token for `staffId`; the token itself is answered once and only its hash is kept. */
export async function createPersonalToken(tx: Queryable, staffId: number, fields: NewToken, now: Date): Promise<{ id: number; token: string }> {
  const token = `${PERSONAL_TOKEN_PREFIX}${newSecret()}`;
  const { rows } = await tx.query<{ id: number }>(
    'insert into staff_tokens (staff_id, label, token_hash, created_at, scope, expires_at) values ($1, $2, $3, $4, $5, $6) returning id',
    [staffId, fields.label, hashCredential(token), now, fields.scope ?? 'full', fields.expiresAt ?? null],
  );
  return { id: Number(rows[0]!.id), token };
}

/** The member a live token belongs to, and what the token may do; marks it used. */
export async function staffOfPersonalToken(db: Queryable, token: string, now: Date): Promise<{ member: StaffMember; scope: TokenScope } | null> {
  if (!PERSONAL_TOKEN_SHAPE.test(token)) return null;
  const { rows } = await db.query<MemberRow & { scope: TokenScope }>(
    `update staff_tokens t set last_used_at = $2 from staff s
     where t.token_hash = $1 and t.revoked_at is null and (t.expires_at is null or t.expires_at > $2)
       and s.id = t.staff_id and s.removed_at is null
     returning s.id, s.email, s.name, s.role, s.created_at, t.scope`,
    [hashCredential(token), now],
  );
  const row = rows[0];
  if (!row) return null;
  const { scope, ...member } = row;
  return { member: toMember(member), scope };
}

/** The member a live personal token belongs to, read without marking it used; null once revoked, run out or removed. */
export async function memberOfPersonalToken(db: Queryable, token: string, now: Date): Promise<StaffMember | null> {
  if (!PERSONAL_TOKEN_SHAPE.test(token)) return null;
  const { rows } = await db.query<MemberRow>(
    `select s.id, s.email, s.name, s.role, s.created_at from staff_tokens t join staff s on s.id = t.staff_id
     where t.token_hash = $1 and t.revoked_at is null and (t.expires_at is null or t.expires_at > $2) and s.removed_at is null`,
    [hashCredential(token), now],
  );
  return rows[0] ? toMember(rows[0]) : null;
}

export async function listPersonalTokens(db: Queryable): Promise<PersonalToken[]> {
  const { rows } = await db.query<{
    id: number;
    label: string;
    email: string;
    scope: TokenScope;
    created_at: Date | string;
    expires_at: Date | string | null;
    last_used_at: Date | string | null;
  }>(
    `select t.id, t.label, s.email, t.scope, t.created_at, t.expires_at, t.last_used_at from staff_tokens t join staff s on s.id = t.staff_id
     where t.revoked_at is null order by t.id`,
  );
  const instant = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    created_at: new Date(row.created_at).toISOString(),
    expires_at: instant(row.expires_at),
    last_used_at: instant(row.last_used_at),
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
