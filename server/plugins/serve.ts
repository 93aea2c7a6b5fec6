import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { RouteName, Scope, StaffRole } from '../../api-client/contract/endpoints.ts';
import { routes, type BodyOf, type ParamsOf, type QueryOf, type Route, type RouteAnswer } from '../../api-client/contract/routes.ts';
import { requireStaff } from './admin-auth.ts';
import { writtenAnswersOf, type WrittenAnswers } from './written-answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route table's name of the call, its scope and, for staff, the least role it needs. */
    route?: RouteName;
    scope?: Scope;
    role?: StaffRole;
    errorIsFieldKey?: boolean;
  }
}

export type RouteRequest<N extends RouteName> = FastifyRequest<{ Body: BodyOf<N>; Querystring: QueryOf<N>; Params: ParamsOf<N> }>;
export type RouteHandler<N extends RouteName> = (request: RouteRequest<N>, reply: FastifyReply) => Promise<RouteAnswer<N> | FastifyReply>;

export interface ServeOptions {
  logLevel?: 'warn' | 'error';
  /** Files other sites' pages load (the widget's): readable cross-origin. */
  crossOriginResources?: boolean;
  onRequest?: onRequestHookHandler;
  /** A body larger than the app's limit (a backup file), in bytes. */
  bodyLimit?: number;
  /** Longer than BODY_TIMEOUT_SECONDS for the body to arrive (a backup file), in seconds. */
  bodyTimeoutSeconds?: number;
}

/**
 * The checks a scope runs as the request arrives, before a byte of its body is read, so a stranger
 * cannot make the server hold a large body; the XSRF check of guests' writes is the session plugin's.
 */
function scopeChecks(app: FastifyInstance, route: Route): onRequestHookHandler[] {
  if (route.scope === 'staff') return [requireStaff(app, route.role ?? 'owner')];
  return [];
}

/** What a staff answer carries, refusals too: guests' details, the audit and tokens stay out of every cache. */
const privateAnswer: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'private, no-store');
  done();
};
const isStaffAnswer = (route: Route) => route.scope === 'staff' || route.path.startsWith('/api/staff/');

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

const etagOf = (json: string | Buffer) => `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

const cacheControlOf = (cache: NonNullable<Route['cache']>) => `public, max-age=${cache.maxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`;

/**
 * A shared read's ETag and Cache-Control, and 304 for a client that holds the same answer. Runs on
 * the written body, before compression; an answer that set a cookie or is private stays uncached.
 */
function cacheableAnswer(cache: NonNullable<Route['cache']>, written: WrittenAnswers | null): onSendHookHandler {
  return async (request, reply, payload) => {
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || /private|no-store/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    let etag = String(reply.getHeader('etag') ?? '');
    if (!etag) {
      etag = etagOf(payload);
      if (typeof payload === 'string') written?.keep(request, etag, payload);
    }
    reply.header('etag', etag).header('cache-control', cacheControlOf(cache));
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  };
}

/** A shared read answered from what was written for it while its cached answer is current. */
function answerWritten(app: FastifyInstance, cache: NonNullable<Route['cache']>, written: WrittenAnswers): onRequestHookHandler {
  return async (request, reply) => {
    const kept = written.current(request, app.clock.now().getTime());
    if (!kept) return;
    reply.header('etag', kept.etag).header('cache-control', cacheControlOf(cache));
    if (matches(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(kept.body);
  };
}

/**
 * Registers the table's route `name` with `handler`: its path and method, validation of params,
 * query and body, its answers written through their schemas, and the checks of its scope. Every
 * route of the API is registered this way (docs/api-routes.md).
 */
export function serve<N extends RouteName>(app: FastifyInstance, name: N, handler: RouteHandler<N>, options: ServeOptions = {}): void {
  const route: Route = routes[name];
  const written = route.cache && route.method === 'GET' ? writtenAnswersOf(app) : null;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.answers,
      summary: route.summary,
      operationId: name,
      tags: [route.scope],
    },
    config: {
      route: name,
      scope: route.scope,
      ...(route.role ? { role: route.role } : {}),
      ...(route.errorIsFieldKey ? { errorIsFieldKey: true } : {}),
      ...(options.bodyTimeoutSeconds ? { bodyTimeoutMs: options.bodyTimeoutSeconds * 1000 } : {}),
      ...(options.crossOriginResources ? { crossOriginResource: true } : {}),
    },
    onRequest: [
      ...(isStaffAnswer(route) ? [privateAnswer] : []),
      ...scopeChecks(app, route),
      ...(options.onRequest ? [options.onRequest] : []),
      ...(route.cache && written ? [answerWritten(app, route.cache, written)] : []),
    ],
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(route.cache ? { onSend: cacheableAnswer(route.cache, written) } : {}),
    ...(written ? { preSerialization: written.noteAnswer } : {}),
    handler: handler as never,
  });
}
