import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { AppError, tooManyRequests } from '../lib/errors.ts';
import { takeRate, type RateRule } from '../limits/rate-limit.ts';
import { recordAudit } from './audit.ts';
import { checkSignInPace, recordSignInFailure } from './sign-in-throttle.ts';
import { startStaffSession } from './staff-credentials.ts';
import type { StaffMember } from './staff-repository.ts';

/** How long a challenge may be answered. */
const CHALLENGE_MS = 5 * 60_000;

/** The relying party is the console's own origin (PUBLIC_URL): a passkey made here works only here. */
export function relyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const notAccepted = () => new AppError(422, 'passkey_not_accepted', 'This passkey was not accepted. Sign in with the code sent to your e-mail.');
const challengeGone = () => new AppError(422, 'passkey_challenge_expired', 'The passkey request has expired. Please try again.');

export interface PasskeyView {
  id: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

type PasskeyRow = { id: string; label: string; created_at: Date | string; last_used_at: Date | string | null };
const toView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  label: row.label,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

async function keepChallenge(db: Queryable, challenge: string, purpose: 'register' | 'sign_in', staffId: number | null, now: Date): Promise<void> {
  await db.query('delete from staff_passkey_challenges where created_at < $1', [new Date(now.getTime() - CHALLENGE_MS)]);
  await db.query('insert into staff_passkey_challenges (challenge, purpose, staff_id, created_at) values ($1, $2, $3, $4)', [challenge, purpose, staffId, now]);
}

/** The challenge the browser signed (from its client data), taken once: a second use, or a late one, finds nothing. */
async function takeChallenge(db: Queryable, clientDataJSON: string, purpose: 'register' | 'sign_in', staffId: number | null, now: Date): Promise<string> {
  let challenge: unknown;
  try {
    challenge = (JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }).challenge;
  } catch {
    throw notAccepted();
  }
  if (typeof challenge !== 'string') throw notAccepted();
  const { rows } = await db.query<{ challenge: string }>(
    `delete from staff_passkey_challenges where challenge = $1 and purpose = $2 and staff_id is not distinct from $3 and created_at >= $4
     returning challenge`,
    [challenge, purpose, staffId, new Date(now.getTime() - CHALLENGE_MS)],
  );
  if (!rows[0]) throw challengeGone();
  return challenge;
}

export async function listPasskeys(db: Queryable, staffId: number): Promise<PasskeyView[]> {
  const { rows } = await db.query<PasskeyRow>('select id, label, created_at, last_used_at from staff_passkeys where staff_id = $1 order by created_at', [staffId]);
  return rows.map(toView);
}

/** What the browser needs to make a passkey for `member` (a discoverable one, so no e-mail is typed to sign in). */
export async function registrationOptions(app: FastifyInstance, member: StaffMember) {
  const { rpID } = relyingParty(app.config.PUBLIC_URL);
  const existing = await app.db.query<{ id: string; transports: string }>('select id, transports from staff_passkeys where staff_id = $1', [member.id]);
  const options = await generateRegistrationOptions({
    rpName: 'Staff console',
    rpID,
    userName: member.email,
    userDisplayName: member.name || member.email,
    userID: new TextEncoder().encode(`staff:${member.id}`),
    attestationType: 'none',
    excludeCredentials: existing.rows.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(app.db, options.challenge, 'register', member.id, app.clock.now());
  return options;
}

const transportsOf = (text: string) => (text ? (text.split(',') as AuthenticatorTransport[]) : undefined);

/** Checks the browser's new passkey against the challenge handed out and keeps its public key. */
export async function registerPasskey(app: FastifyInstance, member: StaffMember, actor: string, response: RegistrationResponseJSON, label: string): Promise<PasskeyView> {
  const now = app.clock.now();
  const { rpID, origin } = relyingParty(app.config.PUBLIC_URL);
  const challenge = await takeChallenge(app.db, response.response.clientDataJSON, 'register', member.id, now);
  const verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: false }).catch(
    () => null,
  );
  if (!verification?.verified) throw notAccepted();
  const { credential } = verification.registrationInfo;
  return app.db.transaction(async (tx) => {
    const { rows } = await tx.query<PasskeyRow>(
      `insert into staff_passkeys (id, staff_id, public_key, counter, transports, label, created_at)
       values ($1, $2, decode($3, 'base64'), $4, $5, $6, $7) on conflict (id) do nothing
       returning id, label, created_at, last_used_at`,
      [credential.id, member.id, Buffer.from(credential.publicKey).toString('base64'), credential.counter, (credential.transports ?? []).join(','), label, now],
    );
    if (!rows[0]) throw new AppError(409, 'passkey_exists', 'This passkey is already registered.');
    await recordAudit(tx, { actor, action: 'passkey.add', after: { email: member.email, label } }, now);
    return toView(rows[0]);
  });
}

/** Removes one of `member`'s passkeys: their own, or any member's by an owner. */
export async function removePasskey(app: FastifyInstance, member: StaffMember, actor: string, id: string): Promise<boolean> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ label: string }>('delete from staff_passkeys where id = $1 and staff_id = $2 returning label', [id, member.id]);
    if (!rows[0]) return false;
    await recordAudit(tx, { actor, action: 'passkey.remove', before: { email: member.email, label: rows[0].label } }, now);
    return true;
  });
}

/** Sign-in challenges an address may ask for: each is a row until it expires. */
const SIGN_IN_CHALLENGES: RateRule = {
  bucket: 'staff-passkey-challenge',
  limit: 30,
  windowMs: 10 * 60_000,
  refusal: () => tooManyRequests('sign_in_rate_limited', 'Too many sign-in attempts from this network. Please try again later.'),
};

/** A sign-in challenge for any passkey of this console (the browser offers the member's own). */
export async function signInOptions(app: FastifyInstance, address: string) {
  await takeRate(app.db, SIGN_IN_CHALLENGES, address, app.clock.now());
  const { rpID } = relyingParty(app.config.PUBLIC_URL);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  await keepChallenge(app.db, options.challenge, 'sign_in', null, app.clock.now());
  return options;
}

/**
 * Signs a member in by a passkey's signature over a challenge handed out here. Failures slow down
 * per address and per passkey as code sign-ins do; a removed member's passkeys do nothing.
 */
export async function signInWithPasskey(app: FastifyInstance, response: AuthenticationResponseJSON, address: string): Promise<{ member: StaffMember; sessionToken: string }> {
  const now = app.clock.now();
  const account = `passkey:${response.id}`;
  await checkSignInPace(app.db, account, address, now);
  const { rpID, origin } = relyingParty(app.config.PUBLIC_URL);
  const challenge = await takeChallenge(app.db, response.response.clientDataJSON, 'sign_in', null, now);
  const { rows } = await app.db.query<StaffMember & { key: string; counter: string | number; transports: string; created_at: Date | string }>(
    `select s.id, s.email, s.name, s.role, s.created_at, encode(p.public_key, 'base64') as key, p.counter, p.transports
     from staff_passkeys p join staff s on s.id = p.staff_id where p.id = $1 and s.removed_at is null`,
    [response.id],
  );
  const found = rows[0];
  const verification = found
    ? await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
        credential: { id: response.id, publicKey: new Uint8Array(Buffer.from(found.key.replace(/\s/g, ''), 'base64')), counter: Number(found.counter), transports: transportsOf(found.transports) },
      }).catch(() => null)
    : null;
  if (!found || !verification?.verified) {
    await recordSignInFailure(app.db, account, address, now);
    throw notAccepted();
  }
  const member: StaffMember = { id: Number(found.id), email: found.email, name: found.name, role: found.role, created_at: new Date(found.created_at).toISOString() };
  const sessionToken = await app.db.transaction(async (tx) => {
    await tx.query('update staff_passkeys set counter = $2, last_used_at = $3 where id = $1', [response.id, verification.authenticationInfo.newCounter, now]);
    return startStaffSession(tx, member.id, now, 'passkey');
  });
  return { member, sessionToken };
}
