import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, token = TEST_ADMIN_TOKEN) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

async function settingsRows() {
  return (await t.db.query('select key, value from settings order by key')).rows;
}

describe('admin calls', () => {
  it('refuse a missing or wrong admin token with 401 and change nothing', async () => {
    const before = await settingsRows();
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/status', payload: { status: 'closed' } })).statusCode).toBe(401);
    expect((await admin('PUT', '/api/admin/status', { status: 'closed' }, 'x'.repeat(TEST_ADMIN_TOKEN.length))).statusCode).toBe(401);
    expect(await settingsRows()).toEqual(before);
  });

  it('set the site status that get_status answers', async () => {
    expect((await admin('PUT', '/api/admin/status', { status: 'maintenance' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_status' })).json()).toBe('maintenance');
    expect((await admin('PUT', '/api/admin/status', { status: 'open' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_status' })).json()).toBe('maintenance');
    await admin('PUT', '/api/admin/status', { status: 'live' });
  });

  it('add and remove closed dates, refusing malformed dates', async () => {
    expect((await admin('POST', '/api/admin/closed_dates', { date: '2026-06-10', note: 'Staff training' })).statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/closed_dates')).json()).toEqual([{ day: '2026-06-10', note: 'Staff training', note_zh: '' }]);
    expect((await admin('POST', '/api/admin/closed_dates', { date: '2026-02-30x' })).statusCode).toBe(422);
    expect((await admin('DELETE', '/api/admin/closed_dates/2026-06-10')).statusCode).toBe(200);
    expect((await admin('DELETE', '/api/admin/closed_dates/2026-06-10')).statusCode).toBe(404);
  });

  it('edit settings in the restaurant units, refusing bad values without change', async () => {
    expect((await admin('PUT', '/api/admin/settings/deposit_per_person', { value: '388.5' })).statusCode).toBe(200);
    expect((await admin('PUT', '/api/admin/settings/counter_seats', { value: 12 })).statusCode).toBe(200);
    const before = await settingsRows();
    expect((await admin('PUT', '/api/admin/settings/max_party_size', { value: 'many' })).statusCode).toBe(422);
    expect((await admin('PUT', '/api/admin/settings/hold_minutes', { value: 0 })).statusCode).toBe(422);
    expect((await admin('PUT', '/api/admin/settings/colour', { value: 1 })).statusCode).toBe(404);
    const replaced = await admin('PUT', '/api/admin/settings/seats_per_slot', { value: 12 });
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json().message).toMatch(/counter_seats.*dining_minutes/);
    const tooShort = await admin('PUT', '/api/admin/settings/dining_minutes', { value: 5 });
    expect(tooShort.json().message).toBe('dining_minutes must be a whole number of minutes from 30 to 600; got 5.');
    expect(await settingsRows()).toEqual(before);
    const settings = (await admin('GET', '/api/admin/settings')).json();
    expect(settings).toMatchObject({ deposit_per_person: 388.5, counter_seats: 12, dining_minutes: 150 });
  });

  it('refuse malformed input with a sentence, never a bare key', async () => {
    const notAList = await admin('PUT', '/api/admin/faq', { question_en: 'Parking?' });
    expect(notAList.json()).toMatchObject({ errors: { body: 'body_invalid' }, message: 'The request body: Invalid input: expected array, received object.' });
    const empty = await admin('PUT', '/api/admin/faq', [{ question_en: 'Parking?', question_zh: '', answer_en: 'Yes', answer_zh: '有' }]);
    expect(empty.json().message).toBe('Each FAQ entry needs question_en, question_zh, answer_en and answer_zh, none of them empty.');
    const badDate = await admin('POST', '/api/admin/closed_dates', { date: 'tomorrow' });
    expect(badDate.json().message).toBe('The date must be YYYY-MM-DD.');
    for (const answer of [notAList, empty, badDate]) expect(answer.json().message).not.toMatch(/^[a-z_.0-9]+$|given data was invalid/);
  });

  it('import a FAQ whole, or nothing when one entry is incomplete', async () => {
    const item = { question_en: 'Parking?', question_zh: '停车？', answer_en: 'Nearby.', answer_zh: '附近有。' };
    expect((await admin('PUT', '/api/admin/faq', [item, { ...item, answer_zh: '' }])).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/faq')).json().length).toBeGreaterThan(1);
    expect((await admin('PUT', '/api/admin/faq', [item])).json()).toEqual({ imported: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/faq', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).json()).toHaveLength(1);
  });

  it('list the bookings of a date and resolve a change request once', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at, food, occasion)
       values ('ADMINTEST0000001', (select min(id) from seatings), '2026-06-20', 2, 'pending', 50000, 30, $1, $1, 'No Pork / ', 'Birthday / cake') returning id`,
      [t.clock.now()],
    );
    await t.db.query("insert into booking_requests (booking_id, type, message) values ($1, 'change', 'Later please')", [rows[0]!.id]);
    const list = (await admin('GET', '/api/admin/bookings?date=2026-06-20')).json();
    // SPEC's stored 'No Pork / ' is listed without the dangling separator.
    expect(list).toMatchObject([{ code: 'ADMINTEST0000001', timeslot: '18:00', pax: 2, status: 'pending', food: 'No Pork', occasion: 'Birthday / cake' }]);
    const open = (await admin('GET', '/api/admin/requests')).json();
    expect(open).toMatchObject([{ code: 'ADMINTEST0000001', timeslot: '18:00', first_name: null, last_name: null, message: 'Later please' }]);
    expect((await admin('POST', `/api/admin/requests/${open[0].id}/resolve`, { resolution: 'Moved to 19:00' })).statusCode).toBe(200);
    expect((await admin('POST', `/api/admin/requests/${open[0].id}/resolve`, { resolution: 'again' })).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/requests')).json()).toHaveLength(0);
  });
});
