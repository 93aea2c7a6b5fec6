import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restaurantDate } from '../../../api-client/contract/common.ts';
import { notFound } from '../../lib/errors.ts';
import { displaySavedChoices } from '../../../api-client/rules/saved-choices.ts';

export async function adminBookingRoutes(app: FastifyInstance): Promise<void> {
  /** The evening's list for the restaurant: paid bookings and live holds of one date. */
  app.get<{ Querystring: { date?: string } }>('/bookings', async (request) => {
    const date = restaurantDate.parse(request.query.date);
    const { rows } = await app.db.query<{ food: string; occasion: string }>(
      `select b.id, b.code, t.name as timeslot, a.code as area, b.pax, b.status,
              case when b.status = 'hold' and b.hold_expires_at <= $2 then true else false end as expired,
              b.needs_refund, c.first_name, c.last_name, b.country, b.phone, b.email,
              b.notes, b.food, b.occasion, b.created_at, b.paid_at
       from bookings b
       join seatings s on s.id = b.seating_id
       join timeslots t on t.id = s.timeslot_id
       join areas a on a.id = s.area_id
       left join customers c on c.id = b.customer_id
       where b.booking_date = $1
       order by t.name, b.created_at`,
      [date, app.clock.now()],
    );
    // Stored as SPEC says ('Birthday / '); listed as read, without a dangling ' /'.
    return rows.map((row) => ({
      ...row,
      food: displaySavedChoices(row.food),
      occasion: displaySavedChoices(row.occasion),
    }));
  });

  app.get<{ Querystring: { open?: string } }>('/requests', async (request) => {
    const onlyOpen = request.query.open !== 'false';
    const { rows } = await app.db.query(
      `select r.id, r.type, r.message, r.created_at, r.resolved_at, r.resolution,
              b.code, b.booking_date, b.pax, b.status
       from booking_requests r join bookings b on b.id = r.booking_id
       where ($1::boolean = false or r.resolved_at is null)
       order by r.created_at`,
      [onlyOpen],
    );
    return rows;
  });

  app.post<{ Params: { id: string } }>('/requests/:id/resolve', async (request) => {
    const id = z.coerce.number().int().positive().parse(request.params.id);
    const { resolution } = z.object({ resolution: z.string().trim().min(1).max(1000) }).parse(request.body);
    const { rowCount } = await app.db.query(
      'update booking_requests set resolved_at = $2, resolution = $3 where id = $1 and resolved_at is null',
      [id, app.clock.now(), resolution],
    );
    if (rowCount === 0) throw notFound('request_unknown', `No open request ${id}.`);
    return { id, resolved: true };
  });
}
