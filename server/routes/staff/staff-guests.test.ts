import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { buildTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let host: StaffBrowser;
let mei: number;
let lei: number;
let lin: number;
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn');
  const customer = async (first: string, last: string, email: string) =>
    (await t.db.query<{ id: number }>(`insert into customers (first_name, last_name, gender, email) values ($1, $2, 'F', $3) returning id`, [first, last, email])).rows[0]!.id;
  mei = await customer('Mei', 'Wang', 'mei@example.cn');
  const james = await customer('James', 'Li', 'james@example.com');
  lei = await customer('磊', '王', 'lei@example.cn');
  lin = await customer('Lin', 'Zhao', 'lin@example.cn');
  const book = (who: number, date: string, status: string, food: string) =>
    t.db.query(
      `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at, paid_at, customer_id, food)
       values ('G' || md5(random()::text), (select min(id) from seatings), $1, 2, $2, 60000, 30, $3, $3, $3, $4, $5)`,
      [date, status, t.clock.now(), who, food],
    );
  await book(mei, '2026-04-10', 'completed', 'Shellfish / ');
  await book(mei, '2026-05-02', 'completed', 'No pork / ');
  await book(mei, '2026-05-20', 'no_show', '');
  await book(mei, '2026-06-20', 'pending', 'Shellfish / ');
  await book(james, '2026-06-21', 'pending', '');
  await book(lei, '2026-06-22', 'pending', '');
  await book(lin, '2026-06-23', 'pending', '');
});
afterAll(() => t.close());

const guests = (search: string, headers = host.headers()) => t.app.inject({ method: 'GET', url: `/api/staff/guests?search=${encodeURIComponent(search)}`, headers });

describe('guests as staff look them up', () => {
  it("finds a guest by name or e-mail with visits, no-shows, the next visit and the allergies of their bookings", async () => {
    const found = (await guests('wang mei')).json();
    expect(found).toEqual([
      expect.objectContaining({
        id: mei,
        first_name: 'Mei',
        email: 'mei@example.cn',
        visits: 2,
        no_shows: 1,
        last_visit: '2026-05-02',
        next_visit: '2026-06-20',
        allergies: ['Shellfish', 'No pork'],
        notes: '',
        tags: [],
      }),
    ]);
    expect((await guests('example')).json()).toHaveLength(4);
    expect((await guests('nobody-here')).json()).toEqual([]);
    expect((await guests('')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/guests' })).statusCode).toBe(401);
  });

  it('finds a Chinese name as written, with or without a space, and a Latin name in either order', async () => {
    const ids = async (search: string) => (await guests(search)).json().map((guest: { id: number }) => guest.id);
    for (const search of ['王磊', '王 磊', '磊', '王磊 lei@']) expect(await ids(search)).toEqual([lei]);
    for (const search of ['Lin Zhao', 'Zhao Lin', 'zhaolin']) expect(await ids(search)).toEqual([lin]);
    expect(await ids('磊王王')).toEqual([]);
  });

  it('keeps notes and tags across visits, audited; a wrong tag or guest changes nothing', async () => {
    const keep = (id: number, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/staff/guests/${id}`, headers: host.headers(true), payload: payload as object });
    const kept = await keep(mei, { notes: 'Prefers the corner seat', tags: ['vip', 'regular', 'vip'] });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ id: mei, notes: 'Prefers the corner seat', tags: ['vip', 'regular'], allergies: '' });
    const refused = await keep(mei, { notes: 'changed', tags: ['a tag far too long to be kept'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { 'tags.0': 'tag_too_long' } });
    expect((await keep(999_999, { notes: 'x' })).statusCode).toBe(404);
    expect((await guests('mei')).json()[0]).toMatchObject({ notes: 'Prefers the corner seat', tags: ['vip', 'regular'] });
    const { rows } = await t.db.query<{ actor: string; action: string }>("select actor, action from audit_log where action = 'guest.notes'");
    expect(rows).toEqual([{ actor: 'host@restaurant.cn', action: 'guest.notes' }]);
  });
});
