import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarDate } from '../../../api-client/contract/availability.ts';
import { cacheChanged } from '../../cache/cache-topics.ts';
import type { Queryable } from '../../db/database.ts';
import { setAreaSeats, setEveningSeats } from '../../bookings/seat-ledger.ts';
import { keptOver, overSummary } from '../../bookings/over-seats.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { readSettings } from '../../repositories/settings-repository.ts';
import { adminValue } from './admin-values.ts';
import { serve, type RouteHandler } from '../../plugins/serve.ts';
import { checkBookingsBeforeClosing } from '../../staff-actions/closing-bookings.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { recordAudit } from '../../staff/audit.ts';

const seatingTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
const TIME_ALLOWED = 'a time of day as HH:MM, e.g. 18:30';
const DATE_ALLOWED = 'a date as YYYY-MM-DD, e.g. 2026-06-18';
const seatCount = z.coerce.number().int().min(0).max(500);
const SEATS_ALLOWED = 'a whole number of seats from 0 to 500';
const note = z.string().max(200).default('');

interface AreaRow {
  id: number;
  code: string;
  seats: number;
}

async function findArea(db: Queryable, code: unknown): Promise<AreaRow> {
  const wanted = typeof code === 'string' && code !== '' ? code : 'counter';
  const { rows } = await db.query<AreaRow>('select id, code, seats from areas order by sort, id');
  const area = rows.find((row) => row.code === wanted);
  if (area) return area;
  const known = rows.map((row) => row.code).join(', ') || 'none yet';
  throw notFound('area_unknown', `There is no area ${JSON.stringify(wanted)}; the areas are: ${known}.`);
}

async function seatingAt(db: Queryable, areaId: number, time: string): Promise<{ id: number; active: boolean } | null> {
  const { rows } = await db.query<{ id: number; active: boolean }>(
    'select s.id, s.active from seatings s join timeslots t on t.id = s.timeslot_id where s.area_id = $1 and t.name = $2',
    [areaId, time],
  );
  return rows[0] ?? null;
}

function adminSeatingsHandler(app: FastifyInstance): RouteHandler<'admin_seatings'> {
  return async () => {
    const [settings, areas, seatings, evenings, closed] = await Promise.all([
      readSettings(app.db),
      app.db.query<{ code: string; name_en: string; name_zh: string; seats: number; min_party: number; notice_working_days: number; exclusive: boolean }>(
        'select code, name_en, name_zh, seats, min_party, notice_working_days, exclusive from areas order by sort, id',
      ),
      app.db.query<{ time: string; area: string }>(
        `select t.name as time, a.code as area from seatings s join timeslots t on t.id = s.timeslot_id join areas a on a.id = s.area_id
         where s.active order by t.name, a.sort, a.id`,
      ),
      app.db.query<{ day: string; area: string; seats: number; note: string }>(
        `select o.day, a.code as area, o.seats, o.note from evening_seats o join areas a on a.id = o.area_id
         where o.day >= current_date - 1 order by o.day, a.sort`,
      ),
      app.db.query<{ day: string; time: string; area: string; note: string }>(
        `select c.day, t.name as time, a.code as area, c.note from closed_seatings c join seatings s on s.id = c.seating_id
         join timeslots t on t.id = s.timeslot_id join areas a on a.id = s.area_id
         where c.day >= current_date - 1 order by c.day, t.name`,
      ),
    ]);
    return { dining_minutes: settings.dining_minutes, areas: areas.rows, seatings: seatings.rows, evenings: evenings.rows, closed: closed.rows };
  };
}

function adminAddSeatingHandler(app: FastifyInstance): RouteHandler<'admin_add_seating'> {
  return async (request) => {
    const time = adminValue(seatingTime, request.body.time, 'time', TIME_ALLOWED);
    const { actor, now } = staffContextOf(app, request);
    return app.db.transaction(async (tx) => {
      const area = await findArea(tx, request.body.area);
      await recordAudit(tx, { actor, action: 'seating.add', after: { time, area: area.code } }, now);
      await tx.query('insert into timeslots (name) values ($1) on conflict (name) do nothing', [time]);
      // seats is kept for the previous release, which counted seats per seating.
      await tx.query(
        `insert into seatings (area_id, timeslot_id, seats) select $1, id, $3 from timeslots where name = $2
         on conflict (area_id, timeslot_id) do update set active = true`,
        [area.id, time, area.seats],
      );
      await cacheChanged(tx, ['seatings']);
      return { time, area: area.code, active: true };
    });
  };
}

function adminRemoveSeatingHandler(app: FastifyInstance): RouteHandler<'admin_remove_seating'> {
  return async (request) => {
    const time = adminValue(seatingTime, request.params.time, 'time', TIME_ALLOWED);
    return app.db.transaction(async (tx) => {
      const area = await findArea(tx, request.query.area);
      const seating = await seatingAt(tx, area.id, time);
      if (!seating?.active) throw notFound('seating_unknown', `The ${area.code} has no seating at ${time}.`);
      // Kept, not deleted: bookings already made for it still occupy their seats.
      await tx.query('update seatings set active = false where id = $1', [seating.id]);
      await recordAudit(tx, { actor: staffContextOf(app, request).actor, action: 'seating.remove', before: { time, area: area.code } }, app.clock.now());
      await cacheChanged(tx, ['seatings']);
      return { time, area: area.code, active: false };
    });
  };
}

function adminAreaSeatsHandler(app: FastifyInstance): RouteHandler<'admin_area_seats'> {
  return async (request) => {
    const seats = adminValue(seatCount, request.body.seats, 'seats', SEATS_ALLOWED);
    const keep = adminValue(z.boolean(), request.body.keep ?? false, 'keep', 'true or false');
    const { actor, now } = staffContextOf(app, request);
    return app.db.transaction(async (tx) => {
      const area = await findArea(tx, request.params.code);
      const over = await setAreaSeats(tx, area.id, seats, { label: `Setting the ${area.code} to ${seats} seats`, keep, now });
      await recordAudit(tx, { actor, action: 'area.seats', before: { area: area.code, seats: area.seats }, after: { area: area.code, seats, ...keptOver(over) } }, now);
      return { area: area.code, seats, over: over.map(overSummary) };
    });
  };
}

/** One evening's seats for an area (a buy-out: 0), or `seats: null` for the area's own again. */
function adminEveningSeatsHandler(app: FastifyInstance): RouteHandler<'admin_evening_seats'> {
  return async (request) => {
    const date = adminValue(calendarDate, request.params.date, 'date', DATE_ALLOWED);
    const seats = request.body.seats === null ? null : adminValue(seatCount, request.body.seats, 'seats', `${SEATS_ALLOWED}, or default`);
    const text = adminValue(note, request.body.note ?? '', 'note', 'at most 200 characters');
    const keep = adminValue(z.boolean(), request.body.keep ?? false, 'keep', 'true or false');
    const { actor, now } = staffContextOf(app, request);
    return app.db.transaction(async (tx) => {
      const area = await findArea(tx, request.body.area);
      const { rows } = await tx.query<{ seats: number; note: string }>('select seats, note from evening_seats where area_id = $1 and day = $2', [area.id, date]);
      const label = `Setting the ${area.code} on ${date} to ${seats ?? area.seats} seats`;
      const over = await setEveningSeats(tx, { areaId: area.id, date, seats, note: text }, { label, keep, now });
      const answer = { date, area: area.code, seats: seats ?? area.seats, note: seats === null ? '' : text };
      const before = { date, area: area.code, seats: rows[0]?.seats ?? area.seats, note: rows[0]?.note ?? '' };
      await recordAudit(tx, { actor, action: 'evening.seats', before, after: { ...answer, ...keptOver(over) } }, now);
      return { ...answer, over: over.map(overSummary) };
    });
  };
}

function adminSeatingClosureHandler(app: FastifyInstance): RouteHandler<'admin_seating_closure'> {
  return async (request) => {
      const date = adminValue(calendarDate, request.params.date, 'date', DATE_ALLOWED);
      const time = adminValue(seatingTime, request.params.time, 'time', TIME_ALLOWED);
      const closed = adminValue(z.boolean(), request.body.closed, 'closed', 'true or false');
      const text = adminValue(note, request.body.note ?? '', 'note', 'at most 200 characters');
      const keep = adminValue(z.boolean(), request.body.keep ?? false, 'keep', 'true or false');
      const { actor, now } = staffContextOf(app, request);
      return app.db.transaction(async (tx) => {
        const area = await findArea(tx, request.body.area);
        const seating = await seatingAt(tx, area.id, time);
        if (!seating) throw new AppError(404, 'seating_unknown', `The ${area.code} has no seating at ${time}.`);
        const { rows: before } = await tx.query<{ note: string }>('select note from closed_seatings where seating_id = $1 and day = $2', [seating.id, date]);
        let kept: string[] = [];
        if (closed) {
          const label = `Closing the ${time} ${area.code} seating on ${date}`;
          kept = await checkBookingsBeforeClosing(tx, { date, seatingId: seating.id, label }, { keep, now, actor, note: text });
          await tx.query(
            `insert into closed_seatings (seating_id, day, note) values ($1, $2, $3)
             on conflict (seating_id, day) do update set note = excluded.note`,
            [seating.id, date, text],
          );
        } else await tx.query('delete from closed_seatings where seating_id = $1 and day = $2', [seating.id, date]);
        const closure = (isClosed: boolean, why: string) => ({ date, time, area: area.code, closed: isClosed, note: isClosed ? why : '' });
        await recordAudit(tx, { actor, action: 'seating.closure', before: closure(before.length > 0, before[0]?.note ?? ''), after: closure(closed, text) }, now);
        await cacheChanged(tx, ['seatings']);
        return { date, time, area: area.code, closed, kept };
      });
  };
}

/** The restaurant's areas, seating times and single evenings' changes, for `npm run admin -- seatings`. */
export async function adminSeatingRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_seatings', adminSeatingsHandler(app));
  serve(app, 'admin_add_seating', adminAddSeatingHandler(app));
  serve(app, 'admin_remove_seating', adminRemoveSeatingHandler(app));
  serve(app, 'admin_area_seats', adminAreaSeatsHandler(app));
  serve(app, 'admin_evening_seats', adminEveningSeatsHandler(app));
  serve(app, 'admin_seating_closure', adminSeatingClosureHandler(app));
}
