import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody } from '../../api-client/contract/common.ts';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError, BookingsOnEveningRefusal, OverSeatsRefusal, RoleRefusal } from '../lib/errors.ts';
import { InputRefused, inputRefusalBody, zodDetail, zodErrorsToMap } from '../lib/input-refusal.ts';

/** The answer while the store is not there; the widget translates its key. */
export const storeUnavailable = () =>
  new AppError(503, 'service_unavailable', 'The reservation service is briefly unavailable. Please try again in a minute.');

/**
 * Answered as an outage: a lost schema (a re-created database, an empty restore) is far likelier than a
 * query naming a table no migration creates, as tests run every query on the migrated schema.
 * store-recovery.ts migrates again, and logs it as a bug when every migration was already applied.
 */
export function isSchemaMissing(error: unknown): boolean {
  const { code } = error as { code?: string };
  return code === '42P01' || code === '3F000';
}

/** Errors that mean "the database is not there now": answered 503, and the pool retries later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message = '' } = error as { code?: string; message?: string };
  // pg reports a dropped or refused connection without a code, only in words.
  if (/Connection terminated|not queryable|timeout exceeded when trying to connect|Connection refused/i.test(message)) return true;
  if (/database ".*" does not exist/.test(message)) return true;
  if (!code) return false;
  // SQLSTATE 08 is a connection exception, 57P the server ending a connection (shutdown, crash, dropped
  // database) or refusing one, 53300 too many connections, 3D000 no such database.
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code) ||
    code.startsWith('08') ||
    code.startsWith('57P') ||
    code === '53300' ||
    code === '3D000' ||
    isSchemaMissing(error)
  );
}

/**
 * A refusal's body, written as JSON here rather than through the route's answer schemas: those
 * describe what the route answers, and a refusal has the one common shape on every route.
 */
function refuse(reply: FastifyReply, statusCode: number, body: ApiErrorBody) {
  return reply.status(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * The one error handler: bad input is a 4xx with a message or an error map, never a 500; only
 * real faults are 5xx, and their details stay in the log.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof AppError) {
        const wait = error.retryAfterSeconds;
        if (wait !== undefined) reply.header('retry-after', String(wait));
        return refuse(reply, error.statusCode, {
          message: error.message,
          error: error.error,
          ...(error.errors ? { errors: error.errors } : {}),
          ...(wait !== undefined ? { retry_after_seconds: wait } : {}),
          ...(error.max ? { max: error.max } : {}),
          ...(error instanceof OverSeatsRefusal ? { evenings: error.evenings } : {}),
          ...(error instanceof BookingsOnEveningRefusal ? { bookings: error.bookings } : {}),
          ...(error instanceof RoleRefusal ? { least_role: error.leastRole } : {}),
        });
      }
      if (error instanceof InputRefused || error instanceof ZodError) {
        const errors = error instanceof InputRefused ? error.errors : zodErrorsToMap(error);
        const fieldKey = (error instanceof InputRefused ? error.errorIsFieldKey : undefined) ?? request.routeOptions.config.errorIsFieldKey;
        const detail = error instanceof InputRefused ? error.detail : zodDetail(error);
        return refuse(reply, 422, inputRefusalBody(errors, fieldKey === true, detail));
      }
      const statusCode = (error as FastifyError).statusCode;
      if (statusCode && statusCode >= 400 && statusCode < 500) {
        // Fastify's own refusals: malformed JSON, body too large, unsupported media type...
        return refuse(reply, statusCode, { message: error.message, error: 'bad_request' });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        const unavailable = storeUnavailable();
        return refuse(reply, unavailable.statusCode, { message: unavailable.message, error: unavailable.error });
      }
      request.log.error({ err: error }, 'unhandled error');
      return refuse(reply, 500, { message: 'Something went wrong on our side.', error: 'server_error' });
    });

    app.setNotFoundHandler((request, reply) => {
      refuse(reply, 404, { message: `No route ${request.method} ${request.url.split('?')[0]}`, error: 'not_found' });
    });
  },
  { name: 'error-handler' },
);
