import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { gradientJpeg } from '../../test/test-photos.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ownerToken: string;
let owner: StaffBrowser;
let manager: StaffBrowser;
beforeAll(async () => {
  t = await buildTestApp();
  ownerToken = await bootstrapOwner(t.app);
  await addStaff(t.app, ownerToken, 'anna@restaurant.cn', 'owner');
  await addStaff(t.app, ownerToken, 'li@restaurant.cn', 'manager');
  owner = await signInStaff(t.app, ownerToken, 'anna@restaurant.cn');
  manager = await signInStaff(t.app, ownerToken, 'li@restaurant.cn', '192.0.2.11');
});
afterAll(() => t.close());

type Entry = { actor: string; action: string; before: unknown; after: unknown };

async function write(who: StaffBrowser, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url, headers: who.headers(true), payload: payload as Record<string, unknown> | undefined });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The newest audit entry, as owners read it. */
async function lastAudit(): Promise<Entry> {
  const response = await t.app.inject({ method: 'GET', url: '/api/staff/audit?limit=1', headers: owner.headers() });
  return (response.json() as Entry[])[0]!;
}

describe("changes to the restaurant's settings in the audit", () => {
  it('records who changed a rule, the site status, the identity, the seatings and seats, with before and after', async () => {
    const hold = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: owner.headers() })).json().hold_minutes;
    await write(owner, 'PUT', '/api/admin/settings/hold_minutes', { value: '45' });
    expect(await lastAudit()).toMatchObject({ actor: 'anna@restaurant.cn', action: 'setting.change', before: { hold_minutes: hold }, after: { hold_minutes: 45 } });
    await write(owner, 'PUT', '/api/admin/settings/deposit_per_person', { value: '388.5' });
    expect(await lastAudit()).toMatchObject({ action: 'setting.change', after: { deposit_per_person: 388.5 } });

    await write(owner, 'PUT', '/api/admin/status', { status: 'closed' });
    expect(await lastAudit()).toMatchObject({ action: 'site.status', before: { status: 'live' }, after: { status: 'closed' } });

    await write(owner, 'PUT', '/api/admin/restaurant/name_en', { value: 'Counter Two' });
    expect(await lastAudit()).toMatchObject({ action: 'restaurant.change', before: { name_en: expect.any(String) }, after: { name_en: 'Counter Two' } });

    await write(owner, 'POST', '/api/admin/seatings', { time: '21:30' });
    expect(await lastAudit()).toMatchObject({ action: 'seating.add', after: { time: '21:30', area: 'counter' } });
    await write(owner, 'DELETE', '/api/admin/seatings/21:30');
    expect(await lastAudit()).toMatchObject({ action: 'seating.remove', before: { time: '21:30', area: 'counter' } });
    await write(owner, 'PUT', '/api/admin/areas/counter/seats', { seats: 10 });
    expect(await lastAudit()).toMatchObject({ action: 'area.seats', before: { area: 'counter' }, after: { seats: 10 } });
  });

  it("records a manager's closed dates, texts and questions; a refused change records nothing", async () => {
    await write(manager, 'POST', '/api/admin/closed_dates', { date: '2026-12-24', note: 'Staff outing' });
    expect(await lastAudit()).toMatchObject({ actor: 'li@restaurant.cn', action: 'closed_date.close', after: { date: '2026-12-24', note: 'Staff outing' } });
    await write(manager, 'DELETE', '/api/admin/closed_dates/2026-12-24');
    expect(await lastAudit()).toMatchObject({ action: 'closed_date.reopen', before: { date: '2026-12-24', note: 'Staff outing' } });

    await write(manager, 'PUT', '/api/admin/texts/phone_hours/en', { text: 'Tuesday to Saturday' });
    expect(await lastAudit()).toMatchObject({ action: 'text.change', before: { key: 'phone_hours', lang: 'en', text: 'Tuesday to Saturday, 2 p.m. to 10 p.m.' }, after: { text: 'Tuesday to Saturday' } });

    const question = { question_en: 'Parking?', question_zh: '停车？', answer_en: 'Two spaces.', answer_zh: '两个车位。' };
    const entries = (await write(manager, 'POST', '/api/admin/faq/entries', question)) as Array<{ id: number; question_en: string }>;
    expect(await lastAudit()).toMatchObject({ action: 'faq.add', after: question });
    const id = entries.find((entry) => entry.question_en === 'Parking?')!.id;
    await write(manager, 'PUT', `/api/admin/faq/entries/${id}`, { answer_en: 'Three spaces.' });
    expect(await lastAudit()).toMatchObject({ action: 'faq.change', before: { id, answer_en: 'Two spaces.' }, after: { id, answer_en: 'Three spaces.' } });
    await write(manager, 'DELETE', `/api/admin/faq/entries/${id}`);
    expect(await lastAudit()).toMatchObject({ action: 'faq.remove', before: { id, question_en: 'Parking?' }, after: null });

    const refused = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/hold_minutes', headers: owner.headers(true), payload: { value: 'soon' } });
    expect(refused.statusCode).toBe(422);
    expect(await lastAudit()).toMatchObject({ action: 'faq.remove' });
  });

  it("leaves an evening's seats to owners, as the console's role table says: a manager is refused and nothing changes", async () => {
    const refused = await t.app.inject({ method: 'PUT', url: '/api/admin/evenings/2027-01-14', headers: manager.headers(true), payload: { area: 'counter', seats: 500 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'staff_role_forbidden' });
    const evening = await t.db.query("select 1 from evening_seats where day = '2027-01-14'");
    expect(evening.rows).toEqual([]);
    expect(await lastAudit()).not.toMatchObject({ action: 'evening.seats' });
  });

  it("records one evening's seats, a seating closed for a date, a closed date's note and the photographs", async () => {
    await write(owner, 'PUT', '/api/admin/evenings/2027-01-14', { area: 'counter', seats: 0, note: 'Buy-out' });
    expect(await lastAudit()).toMatchObject({
      actor: 'anna@restaurant.cn',
      action: 'evening.seats',
      before: { date: '2027-01-14', area: 'counter', note: '' },
      after: { date: '2027-01-14', area: 'counter', seats: 0, note: 'Buy-out' },
    });
    await write(manager, 'PUT', '/api/admin/closed_seatings/2027-01-15/18:30', { closed: true, note: 'Kitchen training' });
    expect(await lastAudit()).toMatchObject({
      action: 'seating.closure',
      before: { date: '2027-01-15', time: '18:30', closed: false },
      after: { date: '2027-01-15', time: '18:30', closed: true, note: 'Kitchen training' },
    });

    await write(manager, 'POST', '/api/admin/closed_dates', { date: '2027-01-16', note: 'Staff outing' });
    await write(manager, 'PUT', '/api/admin/closed_dates/2027-01-16/note/zh', { note: '员工活动' });
    expect(await lastAudit()).toMatchObject({ action: 'closed_date.note', before: { date: '2027-01-16', lang: 'zh', note: '' }, after: { lang: 'zh', note: '员工活动' } });

    const image = (await gradientJpeg(800, 600)).toString('base64');
    await write(manager, 'PUT', '/api/admin/photos/chef', { image, alt_en: 'The chef at the counter', alt_zh: '主厨在吧台' });
    expect(await lastAudit()).toMatchObject({ action: 'photo.set', before: { slot: 'chef', photo: null }, after: { slot: 'chef', width: 800, height: 600, alt_en: 'The chef at the counter' } });
    await write(manager, 'DELETE', '/api/admin/photos/chef');
    expect(await lastAudit()).toMatchObject({ action: 'photo.remove', before: { slot: 'chef', width: 800 }, after: { slot: 'chef', photo: null } });
  });
});
