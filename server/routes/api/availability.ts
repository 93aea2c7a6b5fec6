import type { FastifyInstance, FastifyRequest } from 'fastify';
import { availabilityQuerySchema, type DateList, type SlotsResponse } from '../../../api-client/contract/availability.ts';
import { closedDaysOfMonth, fullDaysOfMonth, refuseDateOutsideWindow, slotsOn } from '../../bookings/availability.ts';

/** check_full, check_closed and get_slots (SPEC §7); dates are Shanghai dates. */
export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  const askedDate = async (request: FastifyRequest, now: Date): Promise<string> => {
    const { date } = availabilityQuerySchema.parse(request.query);
    await refuseDateOutsideWindow(app.db, date, now, 'date');
    return date;
  };

  app.get('/check_full', async (request): Promise<DateList> => {
    const now = app.clock.now();
    return fullDaysOfMonth(app.db, await askedDate(request, now), now);
  });

  app.get('/check_closed', async (request): Promise<DateList> => {
    const now = app.clock.now();
    return closedDaysOfMonth(app.db, await askedDate(request, now), now);
  });

  app.get('/get_slots', async (request): Promise<SlotsResponse> => {
    const now = app.clock.now();
    return slotsOn(app.db, await askedDate(request, now), now);
  });
}
