import { seatLabel } from '../../api-client/rules/seat-numbers.ts';
import { displaySavedChoices } from '../../api-client/rules/saved-choices.ts';
import type { Queryable } from '../db/database.ts';
import { csvFile } from './csv.ts';
import { reportSpan } from './report.ts';

const HEADER = [
  'code', 'date', 'time', 'area', 'party', 'status', 'walk_in', 'seats', 'first_name', 'last_name', 'phone', 'email', 'language',
  'allergies', 'occasion', 'deposit_waived', 'paid_cny', 'paid_usd', 'refunded_cny', 'refunded_usd', 'booked_at',
];

interface Row {
  code: string;
  date: string;
  time: string;
  area: string;
  pax: number;
  status: string;
  walk_in: boolean;
  first_seat: number | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  lang: string;
  food: string;
  occasion: string;
  deposit_waived: string | null;
  paid_cny: number;
  paid_usd: number;
  refunded_cny: number;
  refunded_usd: number;
  created_at: Date;
}

const SELECT = `
  select b.code, b.booking_date as date, t.name as time, a.code as area, b.pax, b.status, b.walk_in, b.first_seat,
    c.first_name, c.last_name, case when b.phone is null then null else '+' || coalesce(b.country, '86') || ' ' || b.phone end as phone,
    coalesce(b.email, c.email) as email, b.lang, b.food, b.occasion, b.deposit_waived, b.created_at,
    (select coalesce(sum(x.amount_minor), 0)::int from transactions x where x.booking_id = b.id and x.currency = 'CNY') as paid_cny,
    (select coalesce(sum(x.amount_minor), 0)::int from transactions x where x.booking_id = b.id and x.currency = 'USD') as paid_usd,
    (select coalesce(sum(r.amount_minor), 0)::int from refunds r where r.booking_id = b.id and r.currency = 'CNY' and r.status = 'succeeded') as refunded_cny,
    (select coalesce(sum(r.amount_minor), 0)::int from refunds r where r.booking_id = b.id and r.currency = 'USD' and r.status = 'succeeded') as refunded_usd
  from bookings b join seatings s on s.id = b.seating_id join timeslots t on t.id = s.timeslot_id join areas a on a.id = s.area_id
  left join customers c on c.id = b.customer_id
  where b.booking_date between $1 and $2 and b.status <> 'hold'
  order by b.booking_date, t.name, b.first_seat nulls last, b.id`;

const yuan = (minor: number) => (minor / 100).toFixed(2);

/** The span's bookings (holds left out) for the accountant, one row each, money in yuan and dollars. */
export async function bookingsCsv(db: Queryable, from: string, to: string): Promise<string> {
  const span = reportSpan(from, to);
  const { rows } = await db.query<Row>(SELECT, [span.from, span.to]);
  return csvFile(
    HEADER,
    rows.map((row) => [
      row.code, row.date, row.time, row.area, row.pax, row.status, row.walk_in,
      row.first_seat === null ? null : seatLabel({ first: row.first_seat, pax: row.pax }),
      row.first_name, row.last_name, row.phone, row.email, row.lang, displaySavedChoices(row.food), displaySavedChoices(row.occasion), row.deposit_waived,
      yuan(row.paid_cny), yuan(row.paid_usd), yuan(row.refunded_cny), yuan(row.refunded_usd), row.created_at.toISOString(),
    ]),
  );
}
