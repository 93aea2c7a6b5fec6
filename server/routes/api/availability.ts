import type { FastifyInstance } from 'fastify';
import { serve } from '../../plugins/serve.ts';
import { closedDaysOfMonth, fullDaysOfMonth, refuseDateOutsideWindow, slotsOn } from '../../bookings/availability.ts';

/** check_full, check_closed and get_slots (SPEC §7); dates are Shanghai dates. */
export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  const askedDate = async ({ date }: { date: string }, now: Date): Promise<string> => {
    await refuseDateOutsideWindow(app.db, date, now, 'date');
    return date;
  };

  serve(app, 'check_full', async (request) => {
    const now = app.clock.now();
    return fullDaysOfMonth(app.db, await askedDate(request.query, now), now);
  });

  serve(app, 'check_closed', async (request) => {
    const now = app.clock.now();
    return closedDaysOfMonth(app.db, await askedDate(request.query, now), now);
  });

  serve(app, 'get_slots', async (request) => {
    const now = app.clock.now();
    return slotsOn(app.db, await askedDate(request.query, now), now);
  });
}
