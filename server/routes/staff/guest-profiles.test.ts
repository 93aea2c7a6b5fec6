import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../../test/guest.ts';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { buildTestApp, testStore } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let host: StaffBrowser;
let manager: StaffBrowser;
let owner = '';
beforeAll(async () => {
  t = await buildTestApp();
  owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  await addStaff(t.app, owner, 'manager@restaurant.cn', 'manager');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn');
  manager = await signInStaff(t.app, owner, 'manager@restaurant.cn');
}, 180_000);
afterAll(() => t.close());

const customer = async (first: string, last: string, email: string | null, phone: string | null = null) =>
  (
    await t.db.query<{ id: number }>(
      `insert into customers (first_name, last_name, gender, email, phone, country_code_id)
       values ($1, $2, 'F', $3, $4, case when $4::text is null then null else (select id from countries where calling_code = '86') end) returning id`,
      [first, last, email, phone],
    )
  ).rows[0]!.id;

let booked = 0;
/** A booking of the guest's at the first seating; `paidFen` records a payment, `refundedFen` a refund of part of it. */
async function book(who: number, date: string, status: string, food = '', money: { paidFen?: number; refundedFen?: number; at?: Date } = {}) {
  const at = money.at ?? t.clock.now();
  const code = `PROFILE${++booked}`;
  const { rows } = await t.db.query<{ id: number }>(
    `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at, paid_at, customer_id, food)
     values ($1, (select min(id) from seatings), $2, 2, $3, 60000, 30, $4, $4, $4, $5, $6) returning id`,
    [code, date, status, at, who, food],
  );
  const id = rows[0]!.id;
  if (money.paidFen) {
    await t.db.query(`insert into payment_attempts (id, booking_id, method, amount_minor, currency, created_at, expires_at) values ($1, $2, 'wechat', $3, 'CNY', $4, $4)`, [code, id, money.paidFen, at]);
    const tx = await t.db.query<{ id: number }>(
      `insert into transactions (booking_id, attempt_id, payment_method, amount_minor, currency, provider_transaction_id, outcome, paid_at, created_at)
       values ($1, $2, 'wechat', $3, 'CNY', $2, 'confirmed', $4, $4) returning id`,
      [id, code, money.paidFen, at],
    );
    if (money.refundedFen) {
      await t.db.query(
        `insert into refunds (id, booking_id, transaction_id, method, amount_minor, currency, status, actor, created_at) values ($1, $2, $3, 'wechat', $4, 'CNY', 'succeeded', 'test', $5)`,
        [`R${code}`, id, tx.rows[0]!.id, money.refundedFen, at],
      );
    }
  }
  return code;
}

/** The guest proves the e-mail by the code the outbox holds, read with the owner's token. */
async function proveEmail(guest: Guest, email: string) {
  await guest.post('/api/send_email', { email });
  const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?limit=1&to=${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${owner}` } });
  const code = (outbox.json() as Array<{ code: string }>)[0]!.code;
  expect((await guest.post('/api/verify_otp', { code, to: email, type: 'email' })).body).toMatchObject({ status: 'approved' });
}

const guests = async (search: string) => (await t.app.inject({ method: 'GET', url: `/api/staff/guests?search=${encodeURIComponent(search)}`, headers: host.headers() })).json();
const keep = (id: number, payload: object, who = host) => t.app.inject({ method: 'PUT', url: `/api/staff/guests/${id}`, headers: who.headers(true), payload });
const merge = (from: number | string, into: unknown, who = manager) => t.app.inject({ method: 'POST', url: `/api/staff/guests/${from}/merge`, headers: who.headers(true), payload: { into } });
const visits = (id: number) => t.app.inject({ method: 'GET', url: `/api/staff/guests/${id}/visits`, headers: host.headers() });

describe(`guest profiles that remember (${testStore})`, () => {
  it('offers the remembered allergies only to a session that proved the contact, the newer of the booking and the staff', async () => {
    const ann = await customer('Ann', 'Remembered', 'ann.remembered@example.com');
    await book(ann, '2026-04-10', 'completed', 'Shellfish / ', { at: new Date(t.clock.now().getTime() - 86_400_000) });
    const guest = await Guest.start(t.app);
    const lookup = { email: 'ann.remembered@example.com' };
    const refused = await guest.post('/api/get_customer', lookup);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('Shellfish');
    await proveEmail(guest, 'ann.remembered@example.com');
    expect((await guest.post('/api/get_customer', lookup)).body).toMatchObject({ id: ann, remembered_food: 'Shellfish / ' });

    expect((await keep(ann, { notes: '', tags: [], allergies: 'No pork / no peanuts' })).json()).toMatchObject({ allergies: 'No pork / no peanuts' });
    expect((await guest.post('/api/get_customer', lookup)).body).toMatchObject({ remembered_food: 'No pork / no peanuts' });
    expect((await guests('ann.remembered'))[0]).toMatchObject({ staff_allergies: 'No pork / no peanuts', remembered_allergies: 'No pork / no peanuts', allergies: ['Shellfish'] });
    // Saving notes without allergies leaves them; a later paid booking's food is newer than the staff's.
    await keep(ann, { notes: 'Window', tags: [] });
    t.clock.advance(60_000);
    await book(ann, '2026-06-20', 'pending', 'Vegetarian / ');
    expect((await guest.post('/api/get_customer', lookup)).body).toMatchObject({ remembered_food: 'Vegetarian / ' });
    expect((await keep(ann, { notes: '', tags: [], allergies: 'x'.repeat(201) })).json()).toMatchObject({ errors: { allergies: 'allergies_too_long' } });
  });

  it('keeps free tags beside VIP and regular: trimmed, deduplicated without case, bounded', async () => {
    const bo = await customer('Bo', 'Tagged', 'bo.tagged@example.com');
    await book(bo, '2026-05-01', 'completed');
    const kept = await keep(bo, { notes: '', tags: ['  Window   seat ', 'VIP', 'window seat', '喜欢吧台', 'vip', 'Regular'] });
    expect(kept.json()).toMatchObject({ tags: ['Window seat', 'vip', '喜欢吧台', 'regular'] });
    const refusals: Array<[string[], string]> = [
      [['x'.repeat(25)], 'tag_too_long'],
      [Array.from({ length: 11 }, (_, n) => `tag ${n}`), 'tags_too_many'],
      [['wine, cheese'], 'tag_invalid'],
    ];
    for (const [tags, key] of refusals) {
      const refused = await keep(bo, { notes: 'changed', tags });
      expect(refused.statusCode).toBe(422);
      expect(Object.values(refused.json().errors)).toContain(key);
    }
    expect((await guests('bo.tagged'))[0]).toMatchObject({ notes: '', tags: ['Window seat', 'vip', '喜欢吧台', 'regular'] });
  });

  it('lists the visits with the deposits paid, refunded and kept, and their totals', async () => {
    const cy = await customer('Cy', 'Visits', 'cy.visits@example.com');
    await book(cy, '2026-03-01', 'completed', '', { paidFen: 120_000 });
    await book(cy, '2026-03-08', 'cancelled', '', { paidFen: 120_000, refundedFen: 100_000 });
    await book(cy, '2026-03-15', 'no_show', '', { paidFen: 60_000 });
    await book(cy, '2026-03-20', 'hold');
    const answer = (await visits(cy)).json();
    expect(answer.visits.map((visit: { date: string; status: string }) => `${visit.date} ${visit.status}`)).toEqual(['2026-03-15 no_show', '2026-03-08 cancelled', '2026-03-01 completed']);
    expect(answer.visits[1]).toMatchObject({ pax: 2, paid: [{ currency: 'CNY', amount_minor: 120_000 }], refunded: [{ currency: 'CNY', amount_minor: 100_000 }], kept: [{ currency: 'CNY', amount_minor: 20_000 }] });
    expect(answer).toMatchObject({ paid: [{ currency: 'CNY', amount_minor: 300_000 }], refunded: [{ currency: 'CNY', amount_minor: 100_000 }], kept: [{ currency: 'CNY', amount_minor: 200_000 }] });
    expect((await visits(999_999)).statusCode).toBe(404);
  });

  it('merges two profiles of one person keeping both histories, audited; the merged one disappears', async () => {
    const first = await customer('Dee', 'Merged', 'dee@example.com');
    const second = await customer('Dee', 'Merged', 'dee.work@example.com', '13911112222');
    await book(first, '2026-02-01', 'completed', 'Shellfish / ');
    const moved = await book(second, '2026-02-10', 'completed');
    await keep(first, { notes: 'Likes the counter end', tags: ['vip', 'Sommelier'], allergies: 'Shellfish' });
    await keep(second, { notes: 'Pays by card', tags: ['sommelier', 'Quiet'], allergies: 'No pork' });

    expect((await merge(second, first, host)).statusCode).toBe(403);
    const merged = await merge(second, first);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual({ id: first, merged: second, bookings: 1 });
    const found = await guests('dee.work');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: first,
      email: 'dee@example.com',
      phone: '13911112222',
      visits: 2,
      notes: 'Likes the counter end\n\nPays by card',
      tags: ['vip', 'Sommelier', 'Quiet'],
      staff_allergies: 'Shellfish, No pork',
      other_contacts: [{ country: null, phone: null, email: 'dee.work@example.com' }],
    });
    expect((await visits(first)).json().visits.map((visit: { code: string }) => visit.code)).toContain(moved);
    expect((await visits(second)).statusCode).toBe(404);
    const audit = await t.db.query<{ actor: string }>("select actor from audit_log where action = 'guest.merge'");
    expect(audit.rows).toEqual([{ actor: 'manager@restaurant.cn' }]);
  });

  it('refuses the same profile twice, an unknown or merged-away one, and changes nothing', async () => {
    const eve = await customer('Eve', 'Refused', 'eve@example.com');
    await book(eve, '2026-02-01', 'completed');
    const same = await merge(eve, eve);
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ error: 'merge_same_guest', errors: { into: 'merge_same_guest' } });
    expect((await merge(eve, 999_999)).json()).toMatchObject({ error: 'guest_unknown', errors: { into: 'guest_unknown' } });
    expect((await merge(999_999, eve)).statusCode).toBe(404);
    expect((await merge(eve, 'me')).statusCode).toBe(422);
    const gone = await customer('Eve', 'Refused', 'eve.old@example.com');
    await merge(gone, eve);
    expect((await merge(gone, eve)).statusCode).toBe(404);
    expect((await merge(eve, gone)).json()).toMatchObject({ errors: { into: 'guest_unknown' } });
    expect((await guests('eve@example.com'))[0]).toMatchObject({ id: eve, visits: 1 });
  });
});
