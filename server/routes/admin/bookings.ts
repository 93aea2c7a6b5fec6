import { seatLabel } from '../../../api-client/rules/seat-numbers.ts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { staffBookingSchema, staffRequestSchema } from '../../../api-client/contract/staff.ts';
import { displaySavedChoices } from '../../../api-client/rules/saved-choices.ts';
import { serve } from '../../plugins/serve.ts';
import { resolveRequest } from '../../staff-actions/resolve-request.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';

export async function adminBookingRoutes(app: FastifyInstance): Promise<void> {
  /** The evening's list for the restaurant: paid bookings and live holds of one date. */
  serve(app, 'admin_bookings', async (request) => {
    const { date } = request.query;
    const { rows } = await app.db.query<Omit<z.output<typeof staffBookingSchema>, 'seats'> & { first_seat: number | null }>(
      `select b.id, b.code, t.name as timeslot, a.code as area, b.pax, b.first_seat, b.status, b.arrived_at is not null as arrived,
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
    return rows.map(({ first_seat, ...row }) => ({
      ...row,
      seats: first_seat === null ? null : seatLabel({ first: first_seat, pax: row.pax }),
      food: displaySavedChoices(row.food),
      occasion: displaySavedChoices(row.occasion),
    }));
  });

  serve(app, 'admin_requests', async (request) => {
    const onlyOpen = request.query.open !== 'false';
    const { rows } = await app.db.query<z.output<typeof staffRequestSchema>>(
      `select r.id, r.type, r.message, r.created_at, r.resolved_at, r.resolution,
              b.code, b.booking_date, t.name as timeslot, b.pax, b.status, c.first_name, c.last_name
       from booking_requests r
       join bookings b on b.id = r.booking_id
       join seatings s on s.id = b.seating_id
       join timeslots t on t.id = s.timeslot_id
       left join customers c on c.id = b.customer_id
       where ($1::boolean = false or r.resolved_at is null)
       order by r.created_at`,
      [onlyOpen],
    );
    return rows;
  });

  serve(app, 'admin_resolve_request', async (request) => resolveRequest(staffContextOf(app, request), request.params.id, request.body));
}
