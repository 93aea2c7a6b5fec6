import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WpayResponse } from '../../api-client/contract/payment.ts';
import { restaurantInstant } from '../../api-client/rules/restaurant-date.ts';
import type { Database } from '../db/database.ts';
import { outboxFor, pathOf, placeHold, VISIT_DATE } from '../payments/test-support.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, TEST_NOW, testStore } from '../test/test-app.ts';
import { queueDueReminders, reminderDue } from './reminders.ts';
import { manageToken } from '../bookings/manage-link.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
/** A second instance's connection to the same database (PostgreSQL), else the same one. */
let otherDb: Database;

beforeAll(async () => {
  t = await buildTestApp();
  otherDb = testStore === 'postgres' ? await t.testDatabase!.openAnother() : t.db;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const linkKeys = () => ({ publicUrl: t.config.PUBLIC_URL, appSecret: t.app.secrets.appSecret });

/** A paid booking at `time` on VISIT_DATE, its guest named and speaking `lang`. */
async function paidBooking(time: string, options: { lang?: 'en' | 'zh'; food?: string; name?: [string, string]; date?: string } = {}) {
  t.clock.set(TEST_NOW);
  const date = options.date ?? VISIT_DATE;
  const hold = await placeHold(t.app, t.db, { time, date });
  const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
  await t.app.inject({
    method: 'POST', url: pathOf((wpay.body as { code_url: string }).code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
  });
  const [first, last] = options.name ?? ['Mei', 'Lin'];
  await t.db.query(
    'update bookings set lang = $2, food = $3 where code = $1',
    [hold.code, options.lang ?? 'en', options.food ?? ''],
  );
  await t.db.query('update customers set first_name = $2, last_name = $3 where id = (select customer_id from bookings where code = $1)', [hold.code, first, last]);
  const { rows } = await t.db.query<{ id: number }>('select id from bookings where code = $1', [hold.code]);
  return { ...hold, id: Number(rows[0]!.id), visit: restaurantInstant(date, time) };
}

const reminders = async (code: string) =>
  (
    await t.db.query<{ channel: string; subject: string; body: string }>(
      "select m.channel, m.subject, m.body from outgoing_messages m join bookings b on b.id = m.booking_id where b.code = $1 and m.kind = 'reminder' order by m.id",
      [code],
    )
  ).rows;

describe('reminders', () => {
  it('are due from reminder_hours before the visit, not for a booking made inside half of that', () => {
    const visit = new Date('2026-06-10T11:00:00Z');
    const booked = new Date('2026-06-03T02:00:00Z');
    expect(reminderDue(visit, booked, 24, new Date(visit.getTime() - 24 * HOUR - 1))).toBe(false);
    expect(reminderDue(visit, booked, 24, new Date(visit.getTime() - 24 * HOUR))).toBe(true);
    expect(reminderDue(visit, booked, 24, visit)).toBe(false);
    expect(reminderDue(visit, new Date(visit.getTime() - 11 * HOUR), 24, new Date(visit.getTime() - HOUR))).toBe(false);
    expect(reminderDue(visit, booked, 0, new Date(visit.getTime() - HOUR))).toBe(false);
  });

  it('go out once per booking and channel, in English, asking for allergies when none were given', async () => {
    const booking = await paidBooking('18:00');
    t.clock.set(new Date(booking.visit.getTime() - 24 * HOUR - 60_000));
    await queueDueReminders(t.db, t.clock.now(), linkKeys());
    expect(await reminders(booking.code)).toEqual([]);

    t.clock.set(new Date(booking.visit.getTime() - 24 * HOUR + 30_000));
    // Two instances at the same moment, then a restarted worker: still one reminder per channel.
    await Promise.all([queueDueReminders(t.db, t.clock.now(), linkKeys()), queueDueReminders(otherDb, t.clock.now(), linkKeys())]);
    await queueDueReminders(t.db, t.clock.now(), linkKeys());
    const queued = await reminders(booking.code);
    expect(queued.map((message) => message.channel)).toEqual(['email', 'sms']);
    expect(queued[0]!.subject).toBe(`Reminder: Wednesday 10 Jun 2026, 18:00 · ${booking.code}`);
    expect(queued[0]!.body).toContain('Dear Ms Mei Lin,');
    expect(queued[0]!.body).toContain('2 guests');
    expect(queued[0]!.body).toContain('allergy');
    expect(queued[1]!.body).toContain('Allergies');
    // Both ask the guest to confirm they are coming, by the booking's own manage link.
    const link = `${t.config.PUBLIC_URL}/my_bookings?manage=${manageToken(t.app.secrets.appSecret, booking.id)}`;
    expect(queued[0]!.body).toContain(`tap "I'm coming"`);
    expect(queued[0]!.body).toContain(link);
    expect(queued[1]!.body).toContain(`confirm you are coming: ${link}`);

    await t.app.outgoing.deliverDue();
    expect((await outboxFor(t.db, booking.email)).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(1);
  });

  it('speak Chinese with the family name first, and ask nothing more when allergies were given', async () => {
    const booking = await paidBooking('19:00', { lang: 'zh', food: 'Vegetarian / ', name: ['美玲', '林'] });
    t.clock.set(new Date(booking.visit.getTime() - 2 * HOUR));
    await queueDueReminders(t.db, t.clock.now(), linkKeys());
    const [mail, sms] = await reminders(booking.code);
    expect(mail!.subject).toBe(`预订提醒：2026年6月10日 星期三 19:00 · ${booking.code}`);
    expect(mail!.body).toContain('尊敬的林美玲女士：');
    expect(mail!.body).not.toContain('美玲 林');
    expect(mail!.body).toContain('2位');
    expect(mail!.body).not.toContain('过敏');
    expect(sms!.body).toContain('【上海吧台】预订提醒');
    expect(mail!.body).toContain('点击“确认到店”');
    expect(sms!.body).toContain('请点击链接确认到店：http');
  });

  it('ask for allergies as many hours ahead as the restaurant set, in both languages', async () => {
    const set = (value: string) =>
      t.app.inject({
        method: 'PUT', url: '/api/admin/settings/allergy_notice_hours', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { value },
      });
    expect((await set('72')).statusCode).toBe(200);
    expect((await set('-1')).statusCode).toBe(422);
    try {
      const en = await paidBooking('18:00', { date: '2026-06-11' });
      const zh = await paidBooking('19:00', { date: '2026-06-11', lang: 'zh', name: ['美玲', '林'] });
      t.clock.set(new Date(en.visit.getTime() - 2 * HOUR));
      await queueDueReminders(t.db, t.clock.now(), linkKeys());
      const [enMail, enSms] = await reminders(en.code);
      expect(enMail!.body).toContain('please tell us at least 72 hours before your visit');
      expect(enSms!.body).toContain('Please tell us 72 hours ahead.');
      const [zhMail, zhSms] = await reminders(zh.code);
      expect(zhMail!.body).toContain('请至少在到店前 72 小时告诉我们');
      expect(zhSms!.body).toContain('请提前 72 小时告知');
      expect(`${enMail!.body}${zhMail!.body}`).not.toMatch(/48 (hours|小时)/);
    } finally {
      expect((await set('48')).statusCode).toBe(200);
    }
  });

  it('skip a booking paid inside half the window, an unproven e-mail, and everything when reminder_hours is 0', async () => {
    const late = await paidBooking('20:00');
    await t.db.query('update bookings set paid_at = $2 where code = $1', [late.code, new Date(late.visit.getTime() - 11 * HOUR)]);
    const unproven = await paidBooking('19:30');
    await t.db.query("update bookings set email_verified = false, country = '44' where code = $1", [unproven.code]);
    t.clock.set(new Date(late.visit.getTime() - HOUR));
    await queueDueReminders(t.db, t.clock.now(), linkKeys());
    expect(await reminders(late.code)).toEqual([]);
    expect(await reminders(unproven.code)).toEqual([]);

    const off = await paidBooking('18:30');
    const set = await t.app.inject({
      method: 'PUT', url: '/api/admin/settings/reminder_hours', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { value: '0' },
    });
    expect(set.statusCode).toBe(200);
    t.clock.set(new Date(off.visit.getTime() - HOUR));
    expect(await queueDueReminders(t.db, t.clock.now(), linkKeys())).toBe(0);
    expect(await reminders(off.code)).toEqual([]);
    const refused = await t.app.inject({
      method: 'PUT', url: '/api/admin/settings/reminder_hours', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { value: '500' },
    });
    expect(refused.statusCode).toBe(422);
  });
});
