import type { Queryable } from '../db/database.ts';
import { hashToken, newToken, type GuestSession } from './guest-session.ts';

/** Stores a session for `token`; null when the token was used before (an expired session's). */
async function insertSession(db: Queryable, token: string, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into sessions (token_hash, created_at, last_seen_at) values ($1, $2, $2)
     on conflict (token_hash) do nothing returning id`,
    [hashToken(token), now],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Draws a new token until one is free, and stores the session under it. */
export async function storeNewSession(db: Queryable, now: Date): Promise<{ id: number; token: string }> {
  for (;;) {
    const token = newToken();
    const id = await insertSession(db, token, now);
    if (id !== null) return { id, token };
  }
}

/** The session a token names, with the contacts it proved; null when unknown or created before `createdAfter`. */
export async function loadSession(db: Queryable, token: string, createdAfter: Date): Promise<GuestSession | null> {
  const { rows } = await db.query<{ id: string; kind: string | null; value: string | null }>(
    `select s.id, c.kind, c.value from sessions s
     left join session_contacts c on c.session_id = s.id
     where s.token_hash = $1 and s.created_at > $2`,
    [hashToken(token), createdAfter],
  );
  if (rows.length === 0) return null;
  return {
    id: Number(rows[0]!.id),
    phones: rows.filter((row) => row.kind === 'phone').map((row) => row.value!),
    emails: rows.filter((row) => row.kind === 'email').map((row) => row.value!),
  };
}

/** Moves a session to a newly drawn token (no earlier holder of the old one shares it); answers the token. */
export async function giveNewToken(db: Queryable, sessionId: number): Promise<string> {
  for (;;) {
    const token = newToken();
    const { rowCount } = await db.query(
      `update sessions set token_hash = $1 where id = $2
       and not exists (select 1 from sessions where token_hash = $1)`,
      [hashToken(token), sessionId],
    );
    if (rowCount > 0) return token;
  }
}

/**
 * Ends a session (a guest logs out): it moves to a token nobody holds and forgets the contacts it
 * proved, so the browser's token opens nothing and its next call starts a new session.
 */
export async function endSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('delete from session_contacts where session_id = $1', [sessionId]);
  await db.query('update sessions set token_hash = $2, previous_token_hash = null where id = $1', [sessionId, hashToken(newToken())]);
}
