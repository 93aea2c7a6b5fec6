import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, tooManyRequests } from '../lib/errors.ts';
import { limitFailures, type RateRule } from '../limits/rate-limit.ts';

/**
 * Wrong admin tokens an address may present in a window before every admin call from it is
 * refused, the right token included, so a token cannot be guessed at speed. Counted in the
 * database, so the limit holds across instances.
 */
export const ADMIN_FAILURES: RateRule = {
  bucket: 'admin-failure',
  limit: 5,
  windowMs: 15 * 60_000,
  refusal: () => tooManyRequests('admin_rate_limited', 'Too many wrong admin tokens from this address. Try again in 15 minutes.'),
};

/** preHandler for restaurant-only routes: `Authorization: Bearer <ADMIN_TOKEN>`. */
export function requireAdmin(app: Pick<FastifyInstance, 'db' | 'clock' | 'secrets'>) {
  const expected = Buffer.from(app.secrets.adminToken);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
    const matches = () => given.length === expected.length && timingSafeEqual(given, expected);
    if (!(await limitFailures(app.db, ADMIN_FAILURES, request.ip, app.clock.now(), matches))) {
      request.log.warn('admin call with a wrong token');
      throw new AppError(401, 'admin_token_required', 'This call needs the admin token as Authorization: Bearer.');
    }
  };
}
