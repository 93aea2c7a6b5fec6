import type { FastifyInstance } from 'fastify';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { changesOf } from '../../cache/cache-topics.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { stillSignedIn } from '../../plugins/admin-auth.ts';
import { readTonight } from '../../staff/tonight.ts';
import { saveShiftNote } from '../../staff/shift-notes.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { serve, type RouteHandler } from '../../plugins/serve.ts';

/** Open event streams one instance keeps: a restaurant's consoles are a handful. */
const MOST_STREAMS = 200;
/** Per member (a phone, a desk and some tabs), so one member's streams never shut out another's. */
export const MOST_STREAMS_PER_MEMBER = 8;
const HEARTBEAT_MS = 25_000;
/** Changes that come together (a payment's several writes) make one event. */
const GATHER_MS = 200;

/** The streams one instance has open, in all and per member. */
class OpenStreams {
  readonly all = new Set<NodeJS.WritableStream>();
  private readonly perMember = new Map<string, number>();

  /** Refuses a stream over either limit before anything is written. */
  admit(who: string): void {
    if (this.all.size >= MOST_STREAMS) throw tooManyRequests('too_many_streams', 'Too many consoles are open; close one and reload.');
    if ((this.perMember.get(who) ?? 0) >= MOST_STREAMS_PER_MEMBER) {
      throw tooManyRequests('too_many_streams', 'You have too many consoles open; close one and reload.');
    }
  }

  add(who: string, stream: NodeJS.WritableStream): void {
    this.all.add(stream);
    this.perMember.set(who, (this.perMember.get(who) ?? 0) + 1);
  }

  remove(who: string, stream: NodeJS.WritableStream): void {
    this.all.delete(stream);
    const left = (this.perMember.get(who) ?? 1) - 1;
    if (left > 0) this.perMember.set(who, left);
    else this.perMember.delete(who);
  }
}

/** One event per kind of change, gathered: 'bookings' (tonight, the book, requests) or 'enquiries'. */
function gatheredEvents(stream: NodeJS.WritableStream): { tell(event: 'bookings' | 'enquiries'): void; stop(): void } {
  const pending = new Map<string, NodeJS.Timeout>();
  return {
    tell(event) {
      if (pending.has(event)) return;
      pending.set(event, setTimeout(() => {
        pending.delete(event);
        stream.write(`event: ${event}\ndata: {}\n\n`);
      }, GATHER_MS));
    },
    stop: () => {
      for (const timer of pending.values()) clearTimeout(timer);
    },
  };
}

function streamEvents(app: FastifyInstance, streams: OpenStreams): RouteHandler<'staff_events'> {
  return async (request, reply) => {
    const principal = request.staff!;
    const who = principal.actor;
    streams.admit(who);
    reply.hijack();
    const stream = reply.raw;
    streams.add(who, stream);
    stream.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', connection: 'keep-alive' });
    stream.write('retry: 3000\n\n');
    const events = gatheredEvents(stream);
    // Sign-out, removal, a revoked token or a new role ends the stream, on any instance.
    const checkCredential = () => {
      stillSignedIn(app, request, principal).then(
        (signedIn) => signedIn || stream.end(),
        () => undefined,
      );
    };
    const stop = changesOf(app.db)!.watch((topics) => {
      if (topics.includes('availability') || topics.includes('bookings')) events.tell('bookings');
      if (topics.includes('enquiries')) events.tell('enquiries');
      if (topics.includes('staff')) checkCredential();
    });
    const heartbeat = setInterval(() => {
      stream.write(': still here\n\n');
      checkCredential();
    }, HEARTBEAT_MS);
    let open = true;
    const close = () => {
      if (!open) return;
      open = false;
      stop();
      clearInterval(heartbeat);
      events.stop();
      streams.remove(who, stream);
    };
    request.raw.once('close', close);
    stream.once('finish', close);
    return reply;
  };
}

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
  serve(app, 'staff_shift_note', async (request) =>
    saveShiftNote(app.db, { date: request.params.date, note: request.body.note, actor: staffContextOf(app, request).actor, now: app.clock.now() }),
  );
  const streams = new OpenStreams();
  // Before the server stops taking connections: an open stream would keep it waiting for ever.
  app.addHook('preClose', async () => {
    for (const stream of streams.all) stream.end();
  });
  serve(app, 'staff_events', streamEvents(app, streams));
}
