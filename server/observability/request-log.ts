import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Probes a monitor sends every few seconds: logged at debug, so they do not drown the rest. */
const PROBES = new Set(['/health', '/metrics']);
/** Routes that change the restaurant: their every accepted change is logged with who and what. */
const STAFF_ROUTE = /^\/api\/(admin|staff)\//;
/** Fields that are proofs, never logged: one-time codes, tokens, secrets. */
const PROOF = /code|token|secret|password/i;

/** The path without its query (which may carry an OAuth code or a signature), booking codes masked. */
const pathOf = (request: FastifyRequest) => (request.url.split('?')[0] ?? '').replace(/^\/(booking_process|api\/[a-z_]+)\/[A-Za-z0-9]{12,}/, '/$1/…');

function whatChanged(request: FastifyRequest): unknown {
  const body = request.body;
  if (Buffer.isBuffer(body)) return { bytes: body.length };
  if (!body || typeof body !== 'object') return body ?? null;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, PROOF.test(key) ? '[proof]' : value]));
}

/**
 * One log line per request, when it is answered: method, path, route pattern, status and time;
 * health probes and scrapes at debug. Every accepted change by staff (or the admin token) is
 * logged once more as `staff change`, with who made it and what it set.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      const line = { method: request.method, path: pathOf(request), route, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
      if (route && PROBES.has(route)) request.log.debug(line, 'request');
      else if (reply.statusCode >= 500) request.log.error(line, 'request');
      else request.log.info(line, 'request');
      if (request.method !== 'GET' && reply.statusCode < 400 && route && STAFF_ROUTE.test(route)) {
        const who = (request as FastifyRequest & { staff?: { actor: string } | null }).staff?.actor ?? 'unknown';
        request.log.info({ who, action: `${request.method} ${route}`, params: request.params, set: whatChanged(request) }, 'staff change');
      }
      done();
    });
  },
  { name: 'request-log' },
);
