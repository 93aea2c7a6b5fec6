import type { GuestVisits } from '../../api-client/contract/staff-guests.ts';
import type { Queryable } from '../db/database.ts';
import { figuresOf, type EveningMoney } from '../reports/figures.ts';
import { unknownGuest } from './guests.ts';

interface VisitRow {
  id: number;
  code: string;
  date: string;
  time: string;
  pax: number;
  status: string;
  walk_in: boolean;
}

interface MoneyRow {
  booking_id: number;
  currency: 'CNY' | 'USD';
  amount_minor: number;
}

const money = (rows: readonly MoneyRow[]): EveningMoney[] => rows.map((row) => ({ date: '', currency: row.currency, amount_minor: row.amount_minor }));

/** A guest's bookings (not the holds never paid), newest first, each with its deposit paid, refunded and kept, and the totals. */
export async function guestVisits(db: Queryable, id: number): Promise<GuestVisits> {
  const { rows: known } = await db.query('select 1 from customers where id = $1 and merged_into is null', [id]);
  if (known.length === 0) throw unknownGuest(id);
  const { rows } = await db.query<VisitRow>(
    `select b.id, b.code, to_char(b.booking_date, 'YYYY-MM-DD') as date, t.name as time, b.pax, b.status, b.walk_in
     from bookings b join seatings s on s.id = b.seating_id join timeslots t on t.id = s.timeslot_id
     where b.customer_id = $1 and (b.status <> 'hold' and (b.status <> 'cancelled' or b.paid_at is not null or b.deposit_waived is not null or b.walk_in))
     order by b.booking_date desc, t.name desc, b.id desc`,
    [id],
  );
  const ids = rows.map((row) => row.id);
  const [paid, refunded] = await Promise.all([
    db.query<MoneyRow>('select booking_id, currency, sum(amount_minor)::int as amount_minor from transactions where booking_id = any($1::int[]) group by booking_id, currency', [ids]),
    db.query<MoneyRow>(
      "select booking_id, currency, sum(amount_minor)::int as amount_minor from refunds where booking_id = any($1::int[]) and status = 'succeeded' group by booking_id, currency",
      [ids],
    ),
  ]);
  const of = (list: readonly MoneyRow[], bookingId: number) => money(list.filter((row) => row.booking_id === bookingId));
  const visits = rows.map(({ id: bookingId, ...visit }) => {
    const figures = figuresOf([], of(paid.rows, bookingId), of(refunded.rows, bookingId));
    return { ...visit, paid: figures.taken, refunded: figures.refunded, kept: figures.kept };
  });
  const totals = figuresOf([], money(paid.rows), money(refunded.rows));
  return { id, visits, paid: totals.taken, refunded: totals.refunded, kept: totals.kept };
}
