import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.ts';

const KEY = /^[a-z][a-z0-9_]*$/;

/** Field -> error key, from a zod failure; schema messages are keys the widget translates. */
export function zodErrorsToMap(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    if (errors[field]) continue;
    errors[field] = KEY.test(issue.message) ? issue.message : `${field.replace(/\W+/g, '_')}_invalid`;
  }
  return errors;
}

/** The answer while the store is not there; the widget translates its key. */
export const storeUnavailable = () =>
  new AppError(503, 'service_unavailable', 'The reservation service is briefly unavailable. Please try again in a minute.');

/**
 * A relation or schema that is not there. The schema is lost (a dropped and re-created database,
 * a restore from an empty dump) far more often than a query names a table no migration creates:
 * every query runs against the migrated schema in the test suite. So it is always answered as an
 * outage, which store-recovery.ts repairs by migrating again; when it finds every migration
 * applied it logs the fault as the bug it then is.
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
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code) ||
    code.startsWith('08') || // connection exceptions
    code.startsWith('57P') || // the server ended the connection (shutdown, crash, database dropped) or cannot take one now
    code === '53300' || // too many connections
    code === '3D000' || // the database does not exist
    isSchemaMissing(error)
  );
}

/**
 * The one error handler: bad input is a 4xx with a message or an error map, never a 500; only
 * real faults are 5xx, and their details stay in the log.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .status(error.statusCode)
          .send({ message: error.message, error: error.error, ...(error.errors ? { errors: error.errors } : {}) });
      }
      if (error instanceof ZodError) {
        return reply
          .status(422)
          .send({ message: 'The given data was invalid.', error: 'validation_failed', errors: zodErrorsToMap(error) });
      }
      const statusCode = (error as FastifyError).statusCode;
      if (statusCode && statusCode >= 400 && statusCode < 500) {
        // Fastify's own refusals: malformed JSON, body too large, unsupported media type...
        return reply.status(statusCode).send({ message: error.message, error: 'bad_request' });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        const unavailable = storeUnavailable();
        return reply.status(unavailable.statusCode).send({ message: unavailable.message, error: unavailable.error });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Something went wrong on our side.', error: 'server_error' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, error: 'not_found' });
    });
  },
  { name: 'error-handler' },
);
