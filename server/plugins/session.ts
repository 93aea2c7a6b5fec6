import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, tooManyRequests } from '../lib/errors.ts';
import { takeRate, type RateRule } from '../limits/rate-limit.ts';
import { serve } from './serve.ts';
import { hashToken, newToken, TOKEN_SHAPE, type GuestSession, type SessionToStore } from '../sessions/guest-session.ts';
import { endSession, giveNewToken, loadSession, storeNewSession } from '../sessions/session-store.ts';

export const SESSION_COOKIE = 'tb_session';
/** Over https the cookie is `__Host-` prefixed: only this host, over TLS, can have set it. */
export const sessionCookieName = (publicUrl: string) => (publicUrl.startsWith('https:') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** The header that hands the session token to clients that cannot keep cookies (cross-site embeds). */
export const SESSION_TOKEN_HEADER = 'x-session-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest's session, or null when the request carries none. Loaded once per request. */
    getSession(): Promise<GuestSession | null>;
    /** The guest's session, created (with cookie and token header) when missing. */
    ensureSession(reply: FastifyReply): Promise<GuestSession>;
    /** A new session for this browser, whatever it carried: what it is given belongs to no one else. */
    startNewSession(reply: FastifyReply): Promise<GuestSession>;
    /** The guest's session for work that finds or stores it in its own transaction (a hold). */
    sessionToStore(reply: FastifyReply): SessionToStore;
    /** Hands the guest's stored session a new token (once it proved a contact), so no earlier holder of the old one shares it. */
    renewSession(reply: FastifyReply): Promise<void>;
  }
}

/** New sessions per client address and hour (SESSIONS_PER_CLIENT_HOUR), wherever one is stored. */
export const sessionStartsRule = (limit: number): RateRule => ({
  bucket: 'session',
  limit,
  windowMs: 3_600_000,
  refusal: () => tooManyRequests('session_rate_limited', 'Too many new sessions from your network. Please try again later.'),
});

const PRIVATE = 'private, no-store';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** What the session plugin's parts share: the cookie's name and flags, and what each request loaded or renewed. */
interface SessionKit {
  app: FastifyInstance;
  cookieName: string;
  secureCookies: boolean;
  xsrfFor(token: string): string;
  presentedToken(request: FastifyRequest): string | undefined;
  /** Hands the browser `token`: the HttpOnly cookie, its XSRF twin and the token header. */
  issue(reply: FastifyReply, token: string): void;
  createdAfter(): Date;
  loaded: WeakMap<FastifyRequest, Promise<GuestSession | null>>;
  /** Requests that already handed their session a new token. */
  renewed: WeakSet<FastifyRequest>;
}

function sessionKit(app: FastifyInstance): SessionKit {
  const { config, secrets, clock } = app;
  const secureCookies = config.PUBLIC_URL.startsWith('https:');
  const cookieName = sessionCookieName(config.PUBLIC_URL);
  const xsrfFor = (token: string) => createHmac('sha256', secrets.appSecret).update(`xsrf:${token}`).digest('base64url');
  return {
    app,
    cookieName,
    secureCookies,
    xsrfFor,
    presentedToken(request) {
      const token = bearerToken(request) ?? request.cookies[cookieName];
      return token && TOKEN_SHAPE.test(token) ? token : undefined;
    },
    issue(reply, token) {
      reply.setCookie(cookieName, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, maxAge: config.SESSION_DAYS * 86_400 });
      reply.setCookie(XSRF_COOKIE, xsrfFor(token), { path: '/', httpOnly: false, sameSite: 'lax', secure: secureCookies });
      reply.header(SESSION_TOKEN_HEADER, token);
      reply.header('cache-control', PRIVATE);
    },
    createdAfter: () => new Date(clock.now().getTime() - config.SESSION_DAYS * 86_400_000),
    loaded: new WeakMap(),
    renewed: new WeakSet(),
  };
}

/** getSession, loaded once per request; an answer that read it is that guest's alone, so no cache keeps it. */
function decorateSessionReads(kit: SessionKit): void {
  const { app, loaded } = kit;
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let pending = loaded.get(this);
    if (!pending) {
      const token = kit.presentedToken(this);
      pending = token ? loadSession(app.db, token, kit.createdAfter()) : Promise.resolve(null);
      loaded.set(this, pending);
    }
    return pending;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (loaded.has(request)) reply.header('cache-control', PRIVATE);
    done(null, payload);
  });
}

/**
 * Stored only when a guest first needs one (a hold, a verified code), so cookie-less floods write
 * nothing. The token is always drawn here, never taken from the client, so no one can plant a token in
 * a guest's browser and later share the session.
 */
function decorateSessionStarts(kit: SessionKit): void {
  const { app, loaded, renewed } = kit;
  const sessionStarts = sessionStartsRule(app.config.SESSIONS_PER_CLIENT_HOUR);
  async function startSession(request: FastifyRequest, reply: FastifyReply): Promise<GuestSession> {
    await takeRate(app.db, sessionStarts, request.clientKey, app.clock.now());
    const { id, token } = await storeNewSession(app.db, app.clock.now());
    kit.issue(reply, token);
    renewed.add(request);
    const created: GuestSession = { id, phones: [], emails: [] };
    loaded.set(request, Promise.resolve(created));
    return created;
  }
  app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
    return (await this.getSession()) ?? startSession(this, reply);
  });
  app.decorateRequest('startNewSession', function (this: FastifyRequest, reply: FastifyReply) {
    return startSession(this, reply);
  });
  app.decorateRequest('renewSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const session = await this.getSession();
    if (!session || renewed.has(this)) return;
    kit.issue(reply, await giveNewToken(app.db, session.id));
    renewed.add(this);
  });
}

/**
 * For a hold (start_booking), which finds or stores the session in its own transaction and
 * counts it against the session starts there: cookie and token header go out only once that
 * transaction has stored it.
 */
function decorateSessionToStore(kit: SessionKit): void {
  kit.app.decorateRequest('sessionToStore', function (this: FastifyRequest, reply: FastifyReply): SessionToStore {
    const presented = kit.presentedToken(this);
    let token = newToken();
    const toStore: SessionToStore = {
      // A token no session has: the hold then stores a new session.
      tokenHash: presented ? hashToken(presented) : hashToken(newToken()),
      newTokenHash: hashToken(token),
      createdAfter: kit.createdAfter(),
      renew: () => {
        token = newToken();
        toStore.newTokenHash = hashToken(token);
        return toStore.newTokenHash;
      },
      settled: (id) => {
        kit.issue(reply, token);
        kit.renewed.add(this);
        if (!kit.loaded.has(this)) kit.loaded.set(this, Promise.resolve({ id, phones: [], emails: [] }));
      },
    };
    return toStore;
  });
}

/**
 * By the route table's scope, before the request is read: only guests' calls come from our pages
 * with cookies; staff, providers and the demo gateway's own forms carry no XSRF token. A forged
 * cross-site form cannot send a bearer token, so that needs no XSRF check.
 */
function guardCookieWrites(kit: SessionKit): void {
  kit.app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'DELETE' && request.method !== 'PATCH') return;
    const { scope } = request.routeOptions.config;
    if (scope && scope !== 'guest') return;
    if (bearerToken(request)) return;
    const cookieToken = request.cookies[kit.cookieName];
    const header = request.headers[XSRF_HEADER];
    const echoed = typeof header === 'string' ? decodeURIComponent(header) : '';
    if (!cookieToken || !echoed || !safeEqual(echoed, kit.xsrfFor(cookieToken))) {
      throw new AppError(419, 'csrf_mismatch', 'CSRF token mismatch. Reload the page and try again.');
    }
  });
}

/**
 * Hands out the XSRF cookie for the guest's stored session, else a new token (cookie and
 * header) that is only stored once the guest needs a session, so this call writes nothing.
 * A token presented that no session has is never handed back.
 */
function serveCsrfCookie(kit: SessionKit): void {
  serve(kit.app, 'csrf_cookie', async (request, reply) => {
    const presented = kit.presentedToken(request);
    if (presented && (await request.getSession())) {
      reply.setCookie(XSRF_COOKIE, kit.xsrfFor(presented), { path: '/', httpOnly: false, sameSite: 'lax', secure: kit.secureCookies });
    } else {
      kit.issue(reply, newToken());
    }
    return reply.status(204).send();
  });
}

/** A guest logging out (a shared computer): the session ends on the server and the browser forgets it. */
function serveLogOut(kit: SessionKit): void {
  serve(kit.app, 'log_out', async (request, reply) => {
    const session = await request.getSession();
    if (session) await endSession(kit.app.db, session.id);
    reply.clearCookie(kit.cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: kit.secureCookies });
    reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'lax', secure: kit.secureCookies });
    return { status: 'success' as const };
  });
}

/**
 * Guests have no accounts, so a session is a random token: an HttpOnly cookie on the site, a bearer token
 * in the widget, which must work where third-party cookies are blocked. Cookie POST/PUTs must echo the XSRF
 * cookie.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    const kit = sessionKit(app);
    decorateSessionReads(kit);
    decorateSessionStarts(kit);
    decorateSessionToStore(kit);
    guardCookieWrites(kit);
    serveCsrfCookie(kit);
    serveLogOut(kit);
  },
  { name: 'session', dependencies: ['services', 'client-address'] },
);
