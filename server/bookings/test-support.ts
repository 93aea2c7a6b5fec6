/**
 * TEST-ONLY helpers for the booking tests: shortcuts into the database for what other parts of the
 * product do for real (paying, verifying a contact by one-time code). Never imported by the server.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { cacheChanged } from '../cache/cache-topics.ts';

/** Test only: marks a hold paid (status pending), as a payment would, until payments exist. */
export async function markPaidForTest(db: Queryable, code: string, paidAt: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "update bookings set status = 'pending', paid_at = $2 where code = $1 returning id",
    [code, paidAt],
  );
  if (!rows[0]) throw new Error(`no booking ${code}`);
  await cacheChanged(db, ['availability']);
  return rows[0].id;
}

/** Test only: the session of a token, stored now if the token was only handed out (as ensureSession does). */
export async function sessionIdForTest(db: Queryable, token: string | undefined): Promise<number> {
  if (!token) throw new Error('the guest has no session token yet');
  const hash = createHash('sha256').update(token).digest('hex');
  const { rows } = await db.query<{ id: string }>(
    'insert into sessions (token_hash) values ($1) on conflict (token_hash) do update set token_hash = excluded.token_hash returning id',
    [hash],
  );
  return Number(rows[0]!.id);
}

/** Test only: records that a session verified a contact, as verify_otp does. */
export async function verifyContactForTest(
  db: Queryable,
  token: string | undefined,
  contact: { phone: string } | { email: string },
): Promise<void> {
  const sessionId = await sessionIdForTest(db, token);
  const [kind, value] = 'phone' in contact ? ['phone', contact.phone] : ['email', contact.email.toLowerCase()];
  await db.query('insert into session_contacts (session_id, kind, value) values ($1, $2, $3) on conflict do nothing', [
    sessionId,
    kind,
    value,
  ]);
}

/** Test only: a customer with a phone ('13800138000', country 86) and/or an e-mail. */
export async function insertCustomerForTest(db: Queryable, fields: { phone?: string; email?: string; first_name?: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into customers (first_name, last_name, gender, country_code_id, phone, email)
     values ($1, 'Tester', 'F', (select id from countries where calling_code = '86'), $2, $3) returning id`,
    [fields.first_name ?? 'Mei', fields.phone ?? null, fields.email ?? null],
  );
  return rows[0]!.id;
}

/** Test only: the rows a refused request must leave untouched. */
export async function bookingStateForTest(db: Queryable): Promise<unknown> {
  const tables = ['bookings', 'area_evenings', 'seat_moments', 'booking_requests', 'customers'];
  const state: Record<string, unknown> = {};
  for (const table of tables) {
    const { rows } = await db.query(`select * from ${table} order by 1, 2`);
    state[table] = rows;
  }
  return state;
}

/** Test only: the counter seating at a time ('19:00'), and the private room's seating. */
export async function seatingIdForTest(db: Queryable, area: 'counter' | 'private', time = '19:00'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select s.id from seatings s join areas a on a.id = s.area_id join timeslots t on t.id = s.timeslot_id
     where a.code = $1 and t.name = $2`,
    [area, time],
  );
  return rows[0]!.id;
}

/** Test only: the most guests the seat ledger has seated at once during a seating's dinner (0 before its first use). */
export async function ledgerSeatedForTest(db: Queryable, seatingId: number, date: string): Promise<number> {
  const { rows } = await db.query<{ held: number | null }>(
    `select max(m.seated) as held
     from seatings s join timeslots t on t.id = s.timeslot_id
     join area_evenings e on e.area_id = s.area_id and e.booking_date = $2
     join seat_moments m on m.area_id = s.area_id and m.booking_date = $2
       and m.minute >= t.minute and m.minute < t.minute + e.dining_minutes
     where s.id = $1`,
    [seatingId, date],
  );
  return rows[0]?.held ?? 0;
}

/** Test only: live holds and paid bookings of a slot, summed from bookings, and what the ledger counts. */
export async function seatsTakenForTest(db: Queryable, seatingId: number, date: string, now: Date) {
  const { rows } = await db.query<{ taken: number }>(
    `select coalesce(sum(pax), 0)::int as taken from bookings where seating_id = $1 and booking_date = $2
       and (status in ('pending', 'completed') or (status = 'hold' and hold_expires_at > $3))`,
    [seatingId, date, now],
  );
  return { taken: rows[0]!.taken, ledger: await ledgerSeatedForTest(db, seatingId, date) };
}
