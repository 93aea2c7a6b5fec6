import type { FastifyInstance } from 'fastify';
import { refuseDateOutsideWindow, SEAT_TOPICS } from '../../bookings/availability.ts';
import { changesOf } from '../../cache/cache-topics.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { openEventStream, OpenStreams } from '../../lib/event-streams.ts';
import { serve } from '../../plugins/serve.ts';

/** Guests looking at a day's seats at once, on one instance; each stream costs a socket and a watcher. */
const MOST_STREAMS = 5_000;
/** Per address: a hotel's or an office's guests share one, and each may have a tab or two open. */
const MOST_STREAMS_PER_CLIENT = 40;

/**
 * seat_changes: a stream that says `seats` whenever a change that may move a day's free seats
 * commits, here or on another instance (cache-sync turns their NOTIFY into the same change); the
 * slot pane then asks get_slots again, which its cached, written answer makes cheap.
 */
export async function seatChangesRoute(app: FastifyInstance): Promise<void> {
  const streams = new OpenStreams({
    most: MOST_STREAMS,
    mostPerKey: MOST_STREAMS_PER_CLIENT,
    tooMany: () => tooManyRequests('too_many_streams', 'Too many guests are watching the seats right now; the page will check now and then instead.'),
    tooManyForKey: () => tooManyRequests('too_many_streams', 'Too many pages from your network are watching the seats; this one will check now and then instead.'),
  });
  app.addHook('preClose', async () => streams.endAll());
  serve(app, 'seat_changes', async (request, reply) => {
    const { date } = request.query;
    await refuseDateOutsideWindow(app.db, date, app.clock.now(), 'date');
    return openEventStream(request, reply, streams, request.clientKey, {
      watch: (stream) =>
        changesOf(app.db)!.watch((topics, dates) => {
          if (topics.some((topic) => SEAT_TOPICS.includes(topic)) && (dates.length === 0 || dates.includes(date))) stream.tell('seats');
        }),
    });
  });
}
