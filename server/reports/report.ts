import type { Report } from '../../api-client/contract/staff-reports.ts';
import { daysBetween } from '../../api-client/rules/restaurant-date.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { eveningsOf, figuresOf, groupedFigures, type EveningCounts, type EveningMoney } from './figures.ts';
import { isoWeekOf, monthOfEvening } from './periods.ts';

/** A span the reports read: FROM to TO, in order, at most a year. */
export function reportSpan(from: string, to = from): { from: string; to: string } {
  if (to < from) throw new AppError(422, 'report_range_invalid', `The span ends (${to}) before it starts (${from}).`, { to: 'report_range_invalid' });
  if (daysBetween(from, to) > 366) throw new AppError(422, 'report_range_invalid', 'A report covers at most a year; ask for a shorter span.', { to: 'report_range_invalid' });
  return { from, to };
}

const COUNTS = `
  select b.booking_date as date,
    count(*) filter (where b.status in ('pending', 'completed'))::int as parties,
    coalesce(sum(b.pax) filter (where b.status in ('pending', 'completed')), 0)::int as covers,
    count(*) filter (where b.status in ('pending', 'completed') and b.walk_in)::int as walk_ins,
    count(*) filter (where b.status = 'no_show')::int as no_shows,
    coalesce(sum(b.pax) filter (where b.status = 'no_show'), 0)::int as no_show_covers,
    count(*) filter (where b.status = 'cancelled' and (b.paid_at is not null or b.deposit_waived is not null or b.walk_in))::int as cancellations
  from bookings b
  where b.booking_date between $1 and $2 and (b.status <> 'hold')
  group by b.booking_date`;

const TAKEN = `
  select b.booking_date as date, t.currency, sum(t.amount_minor)::int as amount_minor
  from transactions t join bookings b on b.id = t.booking_id
  where b.booking_date between $1 and $2
  group by b.booking_date, t.currency`;

const REFUNDED = `
  select b.booking_date as date, r.currency, sum(r.amount_minor)::int as amount_minor
  from refunds r join bookings b on b.id = r.booking_id
  where b.booking_date between $1 and $2 and r.status = 'succeeded'
  group by b.booking_date, r.currency`;

/**
 * The restaurant's figures for a span of evenings, each evening, per ISO week and month, and in total: the one computation
 * the console's Reports and `npm run admin -- report` both read. Money counts every payment received
 * and every refund the provider completed, by the evening booked.
 */
export async function readReport(db: Queryable, from: string, to?: string): Promise<Report> {
  const span = reportSpan(from, to);
  const params = [span.from, span.to];
  const [counts, taken, refunded] = await Promise.all([
    db.query<EveningCounts>(COUNTS, params),
    db.query<EveningMoney>(TAKEN, params),
    db.query<EveningMoney>(REFUNDED, params),
  ]);
  const rows = [counts.rows, taken.rows, refunded.rows] as const;
  return {
    ...span,
    evenings: eveningsOf(...rows),
    weeks: groupedFigures(...rows, (date) => isoWeekOf(date).from).map(({ key, figures }) => ({ ...isoWeekOf(key), ...figures })),
    months: groupedFigures(...rows, monthOfEvening).map(({ key, figures }) => ({ month: key, ...figures })),
    totals: figuresOf(...rows),
  };
}
