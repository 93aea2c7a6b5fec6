import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, RoleRefusal, tooManyRequests, whoCan } from '../lib/errors.ts';
import { limitFailures, type RateRule } from '../limits/rate-limit.ts';
import { roleAtLeast, type StaffRole } from '../staff/roles.ts';
import { hashCredential, looksLikePersonalToken, memberOfPersonalToken, staffOfPersonalToken, staffOfSession, staffXsrfFor } from '../staff/staff-credentials.ts';
import { hasOwner, type StaffMember } from '../staff/staff-repository.ts';
import { STAFF_SESSION_MS, staffSessionOf } from './staff-cookie.ts';

export const STAFF_XSRF_HEADER = 'x-staff-xsrf';

/** Who is calling a staff route: a member (console session or personal token), or the bootstrap token. */
export interface StaffPrincipal {
  member: StaffMember | null;
  role: StaffRole;
  /** What the audit records: the member's e-mail, or 'admin-token'. */
  actor: string;
  via: 'session' | 'token' | 'admin-token';
  /** A read-only personal token: refused every write. */
  readOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff once the caller is known and allowed. */
    staff: StaffPrincipal | null;
  }
}

/**
 * A wrong token tried again and again is refused for the rest of the window, keyed by the token
 * tried (its hash), never by the address: a former employee's revoked token, retried on the
 * restaurant's Wi-Fi, never locks out the valid tokens used there. Tokens are 256 random bits.
 */
export const ADMIN_FAILURES: RateRule = {
  bucket: 'admin-failure',
  limit: 5,
  windowMs: 15 * 60_000,
  refusal: () => tooManyRequests('admin_rate_limited', 'This token was refused too often. Try again in 15 minutes with the right one.'),
};

const signInRequired = () => new AppError(401, 'staff_sign_in_required', 'Sign in to the staff console, or send a personal token as Authorization: Bearer.');
const unsafe = (method: string) => method !== 'GET' && method !== 'HEAD';

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

/**
 * The caller of a staff route. A personal token is a member's; ADMIN_TOKEN acts as an owner only
 * while the restaurant has no owner (to add the first one), and is refused once it has.
 */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<StaffPrincipal | null> {
  const now = app.clock.now();
  const bearer = bearerOf(request);
  if (bearer !== null) {
    const expected = Buffer.from(app.secrets.adminToken);
    const given = Buffer.from(bearer);
    const outcome = await limitFailures(app.db, ADMIN_FAILURES, hashCredential(bearer), now, async (tx) => {
      if (looksLikePersonalToken(bearer)) {
        const found = await staffOfPersonalToken(tx, bearer, now);
        return found ? { member: found.member, readOnly: found.scope === 'read' } : null;
      }
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { member: null, retired: await hasOwner(tx) };
    });
    if (!outcome) {
      request.log.warn('staff call with a wrong token');
      return null;
    }
    if (outcome.member) {
      return { member: outcome.member, role: outcome.member.role, actor: outcome.member.email, via: 'token', readOnly: 'readOnly' in outcome && outcome.readOnly };
    }
    if ('retired' in outcome && outcome.retired) {
      throw new AppError(401, 'admin_token_retired', 'The restaurant has an owner now: use a personal token (npm run admin -- tokens create) instead of ADMIN_TOKEN.');
    }
    return { member: null, role: 'owner', actor: 'admin-token', via: 'admin-token' };
  }
  const session = staffSessionOf(request, app.config.PUBLIC_URL);
  if (!session) return null;
  const member = await staffOfSession(app.db, session, new Date(now.getTime() - STAFF_SESSION_MS));
  if (!member) return null;
  if (unsafe(request.method)) {
    const header = request.headers[STAFF_XSRF_HEADER];
    const expected = Buffer.from(staffXsrfFor(app.secrets.appSecret, session));
    const given = Buffer.from(typeof header === 'string' ? header : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(419, 'csrf_mismatch', 'CSRF token mismatch. Reload the page and try again.');
    }
  }
  return { member, role: member.role, actor: member.email, via: 'session' };
}

/**
 * Whether the credential `principal` came with still holds, with the same role: a long-lived answer
 * (the event stream) asks again after sign-out, removal, revocation or a new role.
 */
export async function stillSignedIn(app: FastifyInstance, request: FastifyRequest, principal: StaffPrincipal): Promise<boolean> {
  if (principal.via === 'admin-token') return !(await hasOwner(app.db));
  const member =
    principal.via === 'token'
      ? await memberOfPersonalToken(app.db, bearerOf(request) ?? '', app.clock.now())
      : await staffOfSession(app.db, staffSessionOf(request, app.config.PUBLIC_URL) ?? '', new Date(app.clock.now().getTime() - STAFF_SESSION_MS));
  return member !== null && member.id === principal.member?.id && member.role === principal.role;
}

/** preHandler for a staff route: the caller must be signed in (or hold a token) with at least role `least`. */
export function requireStaff(app: FastifyInstance, least: StaffRole) {
  return async (request: FastifyRequest) => {
    const principal = request.staff ?? (await authenticate(app, request));
    if (!principal) throw signInRequired();
    if (!roleAtLeast(principal.role, least)) {
      throw new RoleRefusal(least, 'staff_role_forbidden', `A ${principal.role} cannot do this; ${whoCan(least)}.`);
    }
    if (principal.readOnly && unsafe(request.method)) throw forbidden('token_read_only', 'This personal token may only read; ask an owner for one that may write.');
    request.staff = principal;
  };
}

/** The restaurant's settings and bookings calls: owners and managers. */
export const requireAdmin = (app: FastifyInstance) => requireStaff(app, 'manager');
