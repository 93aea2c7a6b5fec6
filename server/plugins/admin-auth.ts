import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** preHandler for restaurant-only routes: `Authorization: Bearer <ADMIN_TOKEN>`. */
export function requireAdmin(adminToken: string) {
  const expected = Buffer.from(adminToken);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(401, 'admin_token_required', 'This call needs the admin token as Authorization: Bearer.');
    }
  };
}
