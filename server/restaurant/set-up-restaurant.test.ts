import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import type { RestaurantCard } from '../../api-client/contract/content.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, testStore, type TestApp } from '../test/test-app.ts';
import { cacheChanged, ALL_CACHE_TOPICS } from '../cache/cache-topics.ts';
import { messagesFor } from '../payments/test-support.ts';

/** A database with the schema and nothing of a restaurant in it, as a real deployment starts. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.exec('truncate settings, faqs, countries, closed_dates, timeslots, areas, seatings, bookings cascade');
  await cacheChanged(t.db, ALL_CACHE_TOPICS);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });

const OWN_RESTAURANT = {
  name_en: 'Lantern Counter',
  name_zh: '灯笼吧台',
  phone: '+86 21 5555 0101',
  email: 'table@lantern.example',
  address_en: '12 Anfu Road, Shanghai',
  address_zh: '上海市安福路12号',
  counter_seats: '12',
  seatings: '18:00,18:30,20:30',
  dining_minutes: '150',
  deposit_per_person: '300',
};

describe(`a restaurant set up from an empty database (${testStore})`, () => {
  it('says "not configured" until then: health 503, the API 503, the site an opening-soon page in both languages', async () => {
    const health = await get('/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'not configured', error: 'not_configured' });
    const status = await get('/api/get_status');
    expect(status.statusCode).toBe(503);
    expect(status.json()).toMatchObject({ error: 'not_configured', message: 'No restaurant is set up yet: run `npm run admin -- setup`.' });
    expect((await get('/api/restaurant')).statusCode).toBe(503);
    const page = await get('/booking');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Opening soon');
    expect(page.body).toContain('即将开业');
    const adminRead = await admin('GET', '/api/admin/seatings');
    expect(adminRead.statusCode).toBe(503);
    expect(adminRead.json().message).toBe('No restaurant is set up yet: run `npm run admin -- setup`.');
  });

  it('refuses a setup missing an answer with a sentence, creating nothing', async () => {
    const { name_zh: _left, ...withoutChinese } = OWN_RESTAURANT;
    const refused = await admin('POST', '/api/admin/setup', withoutChinese);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('name_zh must be the name in Chinese, 1 to 100 characters; got "".');
    const badTimes = await admin('POST', '/api/admin/setup', { ...OWN_RESTAURANT, seatings: '6pm' });
    expect(badTimes.json().message).toBe('seatings must be one or more times of day as HH:MM separated by commas, e.g. 18:00,18:30,20:30; got "6pm".');
    expect((await get('/health')).statusCode).toBe(503);
  });

  it('creates the restaurant: its card, its seatings with 12 seats each, and health ok', async () => {
    const made = await admin('POST', '/api/admin/setup', OWN_RESTAURANT);
    expect(made.statusCode).toBe(200);
    expect((await get('/health')).json()).toMatchObject({ status: 'ok' });
    const card = (await get('/api/restaurant')).json<RestaurantCard>();
    expect(card).toMatchObject({ name_en: 'Lantern Counter', name_zh: '灯笼吧台', phone: '+86 21 5555 0101', address_zh: '上海市安福路12号', private_room: null });
    expect(card.hours.seating_times).toEqual(['18:00', '18:30', '20:30']);
    // No private room: no terms stating its party size and notice as blanks.
    expect([card.texts.en.private_room, card.texts.zh.private_room]).toEqual([undefined, undefined]);
    const { slots } = (await get('/api/get_slots?date=2026-06-16')).json<SlotsResponse>();
    expect(slots.map((slot) => [slot.timeslot, slot.available])).toEqual([['1800', 12], ['1830', 12], ['2030', 12]]);
    expect((await get('/api/get_status')).json()).toBe('live');
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from countries')).rows[0]!.n).toBeGreaterThan(5);
    const page = await get('/');
    expect(page.body).not.toContain('Opening soon');
  });

  it('refuses a second setup, and edits the identity one detail at a time', async () => {
    const again = await admin('POST', '/api/admin/setup', OWN_RESTAURANT);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^A restaurant is already set up \(Lantern Counter\)/);
    expect((await admin('PUT', '/api/admin/restaurant/phone', { value: '+86 21 5555 0202' })).statusCode).toBe(200);
    expect((await admin('PUT', '/api/admin/restaurant/map', { value: '31.2105,121.4406' })).statusCode).toBe(200);
    const badMail = await admin('PUT', '/api/admin/restaurant/email', { value: 'not an address' });
    expect(badMail.json().message).toBe('email must be an e-mail address such as hello@example.com; got "not an address".');
    const unknown = await admin('PUT', '/api/admin/restaurant/colour', { value: 'red' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^There is no restaurant detail "colour"; the details are: name_en, name_zh, /);
    expect((await get('/api/restaurant')).json()).toMatchObject({ phone: '+86 21 5555 0202', email: 'table@lantern.example', map: { lat: 31.2105, lng: 121.4406 } });
    expect((await admin('GET', '/api/admin/restaurant')).json()).toMatchObject({ phone: '+86 21 5555 0202', about_url: '' });
  });

  it('writes to guests as itself: its name, address and phone in the e-mail, its calendar file and the SMS, in both languages', async () => {
    const booked = await admin('POST', '/api/admin/bookings', {
      date: '2026-06-17', time: '18:00', party: 2, first_name: 'Anna', last_name: 'Schmidt', email: 'anna@example.com', phone: '13900006666', lang: 'en', waive_deposit: 'Opening week',
    });
    expect(booked.statusCode).toBe(200);
    const [mail] = await messagesFor(t.db, 'anna@example.com');
    expect(mail!.body).toContain('Lantern Counter');
    expect(mail!.body).toContain('+86 21 5555 0202');
    expect(mail!.attachments[0]!.content).toMatch(/SUMMARY:Dinner at Lantern Counter[\s\S]*LOCATION:12 Anfu Road\\, Shanghai/);
    const [sms] = await messagesFor(t.db, '86 13900006666');
    expect(sms!.body).toMatch(/^\[Lantern Counter\] /);
    await admin('POST', '/api/admin/bookings', { date: '2026-06-17', time: '18:00', party: 2, first_name: '美玲', last_name: '林', phone: '13900007777', email: 'lin@example.cn', lang: 'zh', waive_deposit: '开业周' });
    const [zhMail] = await messagesFor(t.db, 'lin@example.cn');
    expect(zhMail!.body).toContain('灯笼吧台');
    expect(zhMail!.attachments[0]!.content).toContain('LOCATION:上海市安福路12号');
    expect((await messagesFor(t.db, '86 13900007777'))[0]!.body).toMatch(/^【灯笼吧台】/);
    const text = JSON.stringify([mail, sms, zhMail]);
    expect(text).not.toMatch(/Counter Shanghai|上海吧台|6437 0000|Fuxing/);
  });
});
