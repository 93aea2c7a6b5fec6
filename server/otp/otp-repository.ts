import type { Queryable } from '../db/database.ts';

export type OtpChannel = 'sms' | 'email';

/** Advisory-lock classes (first key of the two-key form), so our locks never meet others'. */
export const LOCK_OTP_DESTINATION = 0x4f5444; // 'OTD'
export const LOCK_OTP_CLIENT = 0x4f5443; // 'OTC'
export const LOCK_OTP_SMS_BUDGET = 0x4f5453; // 'OTS'

/** Held until the transaction ends: serialises check-then-insert for one destination or address. */
export async function lockKey(tx: Queryable, lockClass: number, key: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [lockClass, key]);
}

export interface RecentSends {
  lastAt: Date | null;
  inHour: number;
  inDay: number;
}

/** Sends counted against one limit key (see limitKeyOf): the resend gap and the hourly and daily caps. */
export async function recentSendsTo(tx: Queryable, limitKey: string, now: Date): Promise<RecentSends> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const { rows } = await tx.query<{ last_at: Date | string | null; in_hour: number; in_day: number }>(
    `select max(created_at) as last_at,
            count(*) filter (where created_at > $2)::int as in_hour,
            count(*)::int as in_day
     from otp_codes where limit_key = $1 and created_at > $3`,
    [limitKey, hourAgo, dayAgo],
  );
  const row = rows[0]!;
  return { lastAt: row.last_at ? new Date(row.last_at) : null, inHour: row.in_hour, inDay: row.in_day };
}

export async function sendsFromClientSince(tx: Queryable, clientIp: string, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'select count(*)::int as n from otp_codes where client_ip = $1 and created_at > $2',
    [clientIp, since],
  );
  return rows[0]!.n;
}

/** SMS codes sent to anyone since `since`: the global SMS budget. */
export async function smsSentSince(tx: Queryable, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: number }>("select count(*)::int as n from otp_codes where channel = 'sms' and created_at > $1", [since]);
  return rows[0]!.n;
}

export interface NewCode {
  channel: OtpChannel;
  destination: string;
  limitKey: string;
  codeHash: string;
  clientIp: string;
  sessionId: number | null;
  now: Date;
  expiresAt: Date;
}

/** Stores a code and voids every earlier unused code for the same destination. */
export async function insertCode(tx: Queryable, code: NewCode): Promise<number> {
  await tx.query(
    `update otp_codes set voided_at = $3
     where channel = $1 and destination = $2 and consumed_at is null and voided_at is null`,
    [code.channel, code.destination, code.now],
  );
  const { rows } = await tx.query<{ id: string }>(
    `insert into otp_codes (channel, destination, limit_key, code_hash, client_ip, session_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [code.channel, code.destination, code.limitKey, code.codeHash, code.clientIp, code.sessionId, code.now, code.expiresAt],
  );
  return Number(rows[0]!.id);
}

export async function deleteCode(db: Queryable, id: number): Promise<void> {
  await db.query('delete from otp_codes where id = $1', [id]);
}

export interface StoredCode {
  id: number;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumed: boolean;
}

/** The code a guest can still be typing: the newest one not voided by a later send. */
export async function currentCode(db: Queryable, channel: OtpChannel, destination: string): Promise<StoredCode | null> {
  const { rows } = await db.query<{
    id: string;
    code_hash: string;
    attempts: number;
    expires_at: Date | string;
    consumed_at: Date | string | null;
  }>(
    `select id, code_hash, attempts, expires_at, consumed_at from otp_codes
     where channel = $1 and destination = $2 and voided_at is null
     order by created_at desc, id desc limit 1`,
    [channel, destination],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    codeHash: row.code_hash,
    attempts: row.attempts,
    expiresAt: new Date(row.expires_at),
    consumed: row.consumed_at !== null,
  };
}

/**
 * Counts one try, atomically: the row lock and the re-checked WHERE make concurrent tries queue,
 * so no more than `maxAttempts` ever pass. Null when the code is used, expired or out of tries.
 */
export async function countAttempt(db: Queryable, id: number, maxAttempts: number, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ attempts: number }>(
    `update otp_codes set attempts = attempts + 1
     where id = $1 and attempts < $2 and consumed_at is null and voided_at is null and expires_at > $3
     returning attempts`,
    [id, maxAttempts, now],
  );
  return rows[0]?.attempts ?? null;
}

/** Single use: only the first of two concurrent right answers consumes the code. */
export async function consumeCode(tx: Queryable, id: number, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query('update otp_codes set consumed_at = $2 where id = $1 and consumed_at is null', [id, now]);
  return rowCount === 1;
}

export async function recordSessionContact(tx: Queryable, sessionId: number, kind: 'phone' | 'email', value: string, now: Date): Promise<void> {
  await tx.query(
    `insert into session_contacts (session_id, kind, value, verified_at) values ($1, $2, $3, $4)
     on conflict (session_id, kind, value) do update set verified_at = excluded.verified_at`,
    [sessionId, kind, value, now],
  );
}
