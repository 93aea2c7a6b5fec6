import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID } from '../../api-client/contract/boot.ts';
import type { RestaurantCard } from '../../api-client/contract/content.ts';
import { writeSetting, readSettings } from '../repositories/settings-repository.ts';
import { TEST_ADMIN_TOKEN, TEST_NOW, buildTestApp, type TestApp } from '../test/test-app.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import type { Booking } from '../../api-client/contract/booking.ts';
import { markPaidForTest, seatingIdForTest, verifyContactForTest } from '../bookings/test-support.ts';
import { Guest } from '../test/guest.ts';

let distDir: string;
let t: TestApp;
const INDEX = '<!doctype html><html><head><title>Counter</title></head><body><div id="root"></div></body></html>';

/** The page as the browser gets it: the built index.html and the boot data the server wrote in. */
function bootDataOf(html: string): unknown {
  const match = new RegExp(`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">(.*?)</script></head>`).exec(html);
  if (!match) throw new Error(`no boot data in ${html}`);
  expect(html.replace(match[0], '</head>')).toBe(INDEX);
  return JSON.parse(match[1]!);
}
const BIG_SCRIPT = `console.log(${JSON.stringify('counter '.repeat(2000))});`;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'tb-dist-'));
  await mkdir(path.join(distDir, 'site/assets'), { recursive: true });
  await mkdir(path.join(distDir, 'widget/chunks'), { recursive: true });
  await writeFile(path.join(distDir, 'site/index.html'), INDEX);
  await writeFile(path.join(distDir, 'site/embed-demo.html'), '<p>demo</p>');
  await writeFile(path.join(distDir, 'site/assets/faq-page-Bx9kQ2aZ.js'), BIG_SCRIPT);
  await writeFile(path.join(distDir, 'widget/table-booking.js'), 'customElements.define("table-booking", class extends HTMLElement {});');
  await writeFile(path.join(distDir, 'widget/chunks/flow-D4k2mP9q.js'), 'export {};');
  t = await buildTestApp({ env: { DIST_DIR: distDir, EMBED_ORIGINS: 'https://host.example' } });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the site', () => {
  it.each(['/', '/faq', '/faq/'])('answers %s with the site, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(bootDataOf(response.body)).toMatchObject({ status: 'live', restaurant: { phone: '+86 21 6437 0000' } });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('writes the status and card of the moment into the page, so the first paint needs no request', async () => {
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/status', payload: { status: 'maintenance' }, headers: admin })).statusCode).toBe(200);
    try {
      const page = await t.app.inject({ method: 'GET', url: '/home' });
      const card = (await t.app.inject({ method: 'GET', url: '/api/restaurant' })).json();
      expect(bootDataOf(page.body)).toEqual({ status: 'maintenance', restaurant: card });
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/admin/status', payload: { status: 'live' }, headers: admin });
    }
  });

  it("writes the calendar's first month into /booking only, as check_full and check_closed answer it", async () => {
    const page = bootDataOf((await t.app.inject({ method: 'GET', url: '/booking?from=menu' })).body) as { availability: { month: string; full: string[]; closed: string[] } };
    const month = page.availability.month;
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    const full = (await t.app.inject({ method: 'GET', url: `/api/check_full?date=${month}-01` })).json();
    const closed = (await t.app.inject({ method: 'GET', url: `/api/check_closed?date=${month}-01` })).json();
    expect(page.availability).toEqual({ month, full, closed });
    expect(closed.length).toBeGreaterThan(0);
    expect(bootDataOf((await t.app.inject({ method: 'GET', url: '/home' })).body)).not.toHaveProperty('availability');
  });

  it('keeps text from the restaurant card from closing the script element', async () => {
    const before = (await readSettings(t.db)).restaurant;
    await writeSetting(t.db, 'restaurant', { ...before, name_en: '</script><script>alert(1)</script>' });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/' });
      expect(page.body.match(/<\/script>/g)).toHaveLength(1);
      expect(bootDataOf(page.body)).toMatchObject({ restaurant: { name_en: '</script><script>alert(1)</script>' } });
    } finally {
      await writeSetting(t.db, 'restaurant', before);
    }
  });

  it('serves static pages as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/embed-demo.html' });
    expect(response.body).toBe('<p>demo</p>');
  });

  it('lets browsers keep hashed assets for a year, compressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/faq-page-Bx9kQ2aZ.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
  });

  it('answers a missing asset with 404 rather than the site page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-Zz9kQ2aZ.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/sanctum/other']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });

  it('redirects any other path to the landing page (SPEC), files outside the build included', async () => {
    for (const url of ['/no/such/page', '/..%2f..%2fpackage.json', '/metrics.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.headers.location], url).toEqual([302, '/']);
      expect(response.body).not.toContain('"name"');
    }
  });

  it('tells the restaurant to build when the site is missing', async () => {
    const bare = await buildTestApp({ env: { DIST_DIR: path.join(distDir, 'nothing-here') } });
    const response = await bare.app.inject({ method: 'GET', url: '/faq' });
    await bare.close();
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
  });
});

describe("the booking flow's page", () => {
  type Boot = { booking?: { code: string; answer: Booking | null } };
  const bootOf = async (guest: Guest, url: string) => {
    const page = await guest.get<string>(url);
    expect(page.status).toBe(200);
    // The answer depends on the guest's session: no cache, the browser's or a shared one, keeps it.
    expect(page.headers['cache-control']).toBe('private, no-store');
    return bootDataOf(page.body) as Boot;
  };

  it("carries fetch_booking of its code, as the guest's own session is answered, so the flow's first render needs no request", async () => {
    t.clock.set(TEST_NOW);
    const counter = await seatingIdForTest(t.db, 'counter', '18:30');
    const owner = await Guest.start(t.app);
    const { code } = (await owner.post<{ code: string }>('/api/start_booking', { d: '2026-06-04', s: counter, p: 2 })).body;
    await verifyContactForTest(t.db, owner.token, { phone: '86 13800138000' });
    await owner.post('/api/update_booking', { code, country: '86', phone: '13800138000', last_step: 1 });

    const own = await bootOf(owner, `/booking_process/${code}`);
    const asked = (await owner.get<Booking>(`/api/fetch_booking/${code}`)).body;
    expect(own.booking).toEqual({ code, answer: asked });
    expect(asked).toMatchObject({ code, personal: true, phone: '13800138000', last_step: 1 });

    // Another browser with the link sees what the call would show it: no contact, not its hold.
    const stranger = await Guest.start(t.app);
    const theirs = await bootOf(stranger, `/booking_process/${code.toLowerCase()}`);
    expect(theirs.booking).toEqual({ code: code.toLowerCase(), answer: (await stranger.get<Booking>(`/api/fetch_booking/${code}`)).body });
    expect(theirs.booking!.answer).toMatchObject({ code, personal: false });
    expect(theirs.booking!.answer).not.toHaveProperty('phone');
  });

  it('carries null for an unknown code, as the call answers "404"', async () => {
    const guest = await Guest.start(t.app);
    expect((await bootOf(guest, '/booking_process/NOSUCH123')).booking).toEqual({ code: 'NOSUCH123', answer: null });
    expect((await bootOf(guest, '/booking_process/%E2%80%AE..')).booking).toEqual({ code: '\u202e..', answer: null });
  });

  it('is the only page that carries a booking', async () => {
    const guest = await Guest.start(t.app);
    for (const url of ['/booking_process', '/booking_process/A/B']) expect((await guest.get(url)).status, url).toBe(302);
    for (const url of ['/booking', `/booking_process/${'A'.repeat(65)}`]) {
      const page = await guest.get<string>(url);
      expect(bootDataOf(page.body)).not.toHaveProperty('booking');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('My bookings\' page', () => {
  const bootOf = async (guest: Guest) => {
    const page = await guest.get<string>('/my_bookings');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    return bootDataOf(page.body) as { myBookings?: unknown; booking?: unknown };
  };

  it('carries null for a session that proved no contact, so it opens on the code form without a refused call', async () => {
    const guest = await Guest.start(t.app);
    const boot = await bootOf(guest);
    expect(boot.myBookings).toBeNull();
    expect(boot).not.toHaveProperty('booking');
    expect((await guest.post('/api/get_user_bookings', {})).status).toBe(403);
  });

  it('carries get_user_bookings as the session is answered once it proved a contact', async () => {
    t.clock.set(TEST_NOW);
    const counter = await seatingIdForTest(t.db, 'counter', '18:30');
    const guest = await Guest.start(t.app);
    const { code } = (await guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-05', s: counter, p: 2 })).body;
    await verifyContactForTest(t.db, guest.token, { phone: '86 13800138001' });
    await guest.post('/api/update_booking', { code, country: '86', phone: '13800138001', last_step: 1 });
    await markPaidForTest(t.db, code, TEST_NOW);

    const boot = await bootOf(guest);
    const asked = await guest.post<{ bookings: Array<{ code: string }> }>('/api/get_user_bookings', {});
    expect(asked.status).toBe(200);
    expect(boot.myBookings).toEqual(asked.body);
    expect(asked.body.bookings.map((booking) => booking.code)).toEqual([code]);
    // Another browser is shown nothing of it.
    expect((await bootOf(await Guest.start(t.app))).myBookings).toBeNull();
  });
});

describe('the widget bundle', () => {
  it('is served to embedding pages of configured origins, revalidated on each load', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/widget/table-booking.js',
      headers: { origin: 'https://host.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('https://host.example');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves its lazily loaded chunks with long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/widget/chunks/flow-D4k2mP9q.js' });
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('gives other origins no cross-origin permission', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/widget/table-booking.js',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a missing widget file with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/widget/nope.js' })).statusCode).toBe(404);
  });
});

describe('the restaurant card', () => {
  it('gives the site the address, phone, web site and registration line', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/restaurant' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '+86 21 6437 0000',
      website: 'https://counter-shanghai.example',
      address_zh: expect.stringContaining('复兴西路'),
      registration_en: expect.stringContaining('Co., Ltd.'),
    });
  });

  it("gives the restaurant's hours: its open weekdays and the times of its active seatings, once each, in order", async () => {
    const card = (await t.app.inject({ method: 'GET', url: '/api/restaurant' })).json() as RestaurantCard;
    // The demo restaurant: Tuesday to Saturday; the counter from 18:00 to 20:00 and the private room at 19:00.
    expect(card.hours).toEqual({ open_weekdays: [2, 3, 4, 5, 6], seating_times: ['18:00', '18:30', '19:00', '19:30', '20:00'], dining_minutes: 150, allergy_notice_hours: 48 });
  });

  it("gives the private room's terms as its area has them, for the important notes", async () => {
    const card = async () => ((await t.app.inject({ method: 'GET', url: '/api/restaurant' })).json() as RestaurantCard).private_room;
    expect(await card()).toEqual({ min_party: 6, notice_working_days: 7 });
    await t.db.query("update areas set min_party = 8, notice_working_days = 10 where code = 'private'");
    await cacheChanged(t.db, ['seatings']);
    expect(await card()).toEqual({ min_party: 8, notice_working_days: 10 });
  });
});
