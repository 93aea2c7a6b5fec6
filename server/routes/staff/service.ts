import type { FastifyInstance } from 'fastify';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { changesOf } from '../../cache/cache-topics.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { readTonight } from '../../staff/tonight.ts';
import { serve } from '../serve.ts';

/** Open event streams one instance keeps: a restaurant's consoles are a handful. */
const MOST_STREAMS = 100;
const HEARTBEAT_MS = 25_000;
/** Changes that come together (a payment's several writes) make one event. */
const GATHER_MS = 200;

/**
 * Tonight's floor and its live updates. The stream says only that bookings or enquiries changed
 * (on this instance, or on another, whose NOTIFY cache-sync turns into the same change); the
 * console then reads them again, so an event carries no guest's data.
 */
export async function staffServiceRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'staff_tonight', async (request) => {
    const now = app.clock.now();
    return readTonight(app.db, request.query.date ?? restaurantToday(now), now);
  });

  const streams = new Set<NodeJS.WritableStream>();
  // Before the server stops taking connections: an open stream would keep it waiting for ever.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  serve(app, 'staff_events', async (request, reply) => {
    if (streams.size >= MOST_STREAMS) throw tooManyRequests('too_many_streams', 'Too many consoles are open; close one and reload.');
    reply.hijack();
    const stream = reply.raw;
    streams.add(stream);
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    stream.write('retry: 3000\n\n');
    // One event per kind of change, gathered: 'bookings' (tonight, the book, requests) or 'enquiries'.
    const pending = new Map<string, NodeJS.Timeout>();
    const tell = (event: 'bookings' | 'enquiries') => {
      if (pending.has(event)) return;
      pending.set(event, setTimeout(() => {
        pending.delete(event);
        stream.write(`event: ${event}\ndata: {}\n\n`);
      }, GATHER_MS));
    };
    const stop = changesOf(app.db)!.watch((topics) => {
      if (topics.includes('availability') || topics.includes('bookings')) tell('bookings');
      if (topics.includes('enquiries')) tell('enquiries');
    });
    const heartbeat = setInterval(() => stream.write(': still here\n\n'), HEARTBEAT_MS);
    const close = () => {
      stop();
      clearInterval(heartbeat);
      for (const timer of pending.values()) clearTimeout(timer);
      streams.delete(stream);
    };
    request.raw.once('close', close);
    return reply;
  });
}
