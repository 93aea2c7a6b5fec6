import type { FastifyInstance } from 'fastify';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { changesOf } from '../../cache/cache-topics.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { openEventStream, OpenStreams, type EventStream } from '../../lib/event-streams.ts';
import { stillSignedIn } from '../../plugins/admin-auth.ts';
import { readTonight } from '../../staff/tonight.ts';
import { saveShiftNote } from '../../staff/shift-notes.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { serve, type RouteHandler } from '../../plugins/serve.ts';

/** Open event streams one instance keeps: a restaurant's consoles are a handful. */
const MOST_STREAMS = 200;
/** Per member (a phone, a desk and some tabs), so one member's streams never shut out another's. */
export const MOST_STREAMS_PER_MEMBER = 8;

function streamEvents(app: FastifyInstance, streams: OpenStreams): RouteHandler<'staff_events'> {
  return async (request, reply) => {
    const principal = request.staff!;
    // Sign-out, removal, a revoked token or a new role ends the stream, on any instance.
    const checkCredential = (stream: EventStream) => {
      stillSignedIn(app, request, principal).then(
        (signedIn) => signedIn || stream.end(),
        () => undefined,
      );
    };
    return openEventStream(request, reply, streams, principal.actor, {
      watch: (stream) =>
        changesOf(app.db)!.watch((topics) => {
          if (topics.includes('availability') || topics.includes('bookings')) stream.tell('bookings');
          if (topics.includes('enquiries')) stream.tell('enquiries');
          if (topics.includes('staff')) checkCredential(stream);
        }),
      heartbeat: checkCredential,
    });
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
  const streams = new OpenStreams({
    most: MOST_STREAMS,
    mostPerKey: MOST_STREAMS_PER_MEMBER,
    tooMany: () => tooManyRequests('too_many_streams', 'Too many consoles are open; close one and reload.'),
    tooManyForKey: () => tooManyRequests('too_many_streams', 'You have too many consoles open; close one and reload.'),
  });
  app.addHook('preClose', async () => streams.endAll());
  serve(app, 'staff_events', streamEvents(app, streams));
}
