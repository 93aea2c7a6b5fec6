import type { FastifyInstance } from 'fastify';
import { availabilityQuerySchema, type DateList, type SlotsResponse } from '../../../api-client/contract/availability.ts';
import { closedDaysOfMonth, fullDaysOfMonth, slotsOn } from '../../bookings/availability.ts';

/** check_full, check_closed and get_slots (SPEC §7); dates are Shanghai dates. */
export async function availabilityRoutes(app: FastifyInstance): Promise<void> {
  app.get('/check_full', async (request): Promise<DateList> => {
    const { date } = availabilityQuerySchema.parse(request.query);
    return fullDaysOfMonth(app.db, date, app.clock.now());
  });

  app.get('/check_closed', async (request): Promise<DateList> => {
    const { date } = availabilityQuerySchema.parse(request.query);
    return closedDaysOfMonth(app.db, date, app.clock.now());
  });

  app.get('/get_slots', async (request): Promise<SlotsResponse> => {
    const { date } = availabilityQuerySchema.parse(request.query);
    return slotsOn(app.db, date, app.clock.now());
  });
}
