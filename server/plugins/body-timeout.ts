import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long this route waits for a whole body, when not BODY_TIMEOUT_SECONDS (a restore's file). */
    bodyTimeoutMs?: number;
  }
}

const tooSlow = (seconds: number) => new AppError(408, 'body_too_slow', `The request's body did not arrive within ${seconds} seconds. Please try again.`);

/**
 * A body must arrive whole within its route's time, however it trickles in, so a client sending a
 * byte now and then cannot hold a request open for ever; then the answer is 408 and the connection
 * closes. Node times out slow headers only.
 */
export const bodyTimeoutPlugin = fp(
  async (app: FastifyInstance) => {
    const standardMs = app.config.BODY_TIMEOUT_SECONDS * 1000;
    app.addHook('preParsing', (request, reply, payload, done) => {
      if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) return done(null, payload);
      const ms = request.routeOptions.config.bodyTimeoutMs ?? standardMs;
      // The parser reading it is told the body failed; destroying the request would drop the socket
      // before the 408 goes out. `connection: close` ends the connection once it has.
      const timer = setTimeout(() => {
        reply.header('connection', 'close');
        payload.emit('error', tooSlow(Math.round(ms / 1000)));
      }, ms);
      const stop = () => clearTimeout(timer);
      payload.once('end', stop);
      payload.once('close', stop);
      // Once answered, the body no longer matters: a body no parser read (a GET's, an unknown media
      // type's) must not fail later with nobody listening, which would stop the whole server.
      reply.raw.once('finish', stop);
      payload.on('error', () => undefined);
      done(null, payload);
    });
  },
  { name: 'body-timeout', dependencies: ['services'] },
);
