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

/** Errors that mean "the database is not reachable now": answered 503, and the pool retries later. */
function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message = '' } = error as { code?: string; message?: string };
  // pg reports a dropped or refused connection without a code, only in words.
  if (/Connection terminated|not queryable|timeout exceeded when trying to connect|Connection refused/i.test(message)) return true;
  if (!code) return false;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code) ||
    code.startsWith('08') || // connection exceptions
    code === '57P01' || // admin shutdown
    code === '57P03' // cannot connect now
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
        return reply
          .status(503)
          .send({ message: 'The reservation service is briefly unavailable. Please try again in a minute.', error: 'service_unavailable' });
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
