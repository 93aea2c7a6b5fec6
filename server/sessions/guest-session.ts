import { createHash, randomBytes } from 'node:crypto';

/** A guest's session: guests have no accounts, so what a browser proved is kept on its session. */
export interface GuestSession {
  id: number;
  /** What this session proved by one-time code: phones as '86 13800138000', e-mails lower case. */
  phones: string[];
  emails: string[];
}

/**
 * The guest's session as work that looks it up, or stores it, inside its own transaction sees it
 * (start_booking: storing the session is then part of what a refusal undoes, and costs no
 * transaction of its own). Only the token's hash is stored, as by ensureSession.
 */
export interface SessionToStore {
  /** The hash to find the session by: of the token presented (never stored as a new session). */
  tokenHash: string;
  /** The hash of the new token the session is stored under, or moved to, with the hold. */
  newTokenHash: string;
  /** Sessions created at or before this have expired: their token proves nothing. */
  createdAfter: Date;
  /** Draws another new token (the drawn one was taken); answers its hash. */
  renew(): string;
  /** Once the transaction has committed: the session is `id`, now under the new token. */
  settled(id: number): void;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What we hand out: 32 random bytes, base64url. Anything else presented is ignored. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const newToken = () => randomBytes(32).toString('base64url');
