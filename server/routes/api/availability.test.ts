import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../../api-client/contract/availability.ts';
import { seatingIdForTest } from '../../bookings/test-support.ts';
import { cacheChanged } from '../../cache/cache-topics.ts';
import { writeSetting } from '../../repositories/settings-repository.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

// The clock starts on Wed 2026-06-03 10:00 in Shanghai; the restaurant opens Tuesday to Saturday.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.query("insert into closed_dates (day, note) values ('2026-06-18', 'staff day')");
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(TEST_NOW);
  await t.db.query('delete from bookings');
});

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
};

/** A paid booking straight into the store: availability reads bookings, whoever wrote them. */
async function paidBooking(seatingId: number, date: string, pax: number): Promise<void> {
  await t.db.query(
    `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at)
     values (md5(random()::text), $1, $2, $3, 'pending', 50000, 30, $4, $4)`,
    [seatingId, date, pax, TEST_NOW],
  );
  // Stands in for a payment, which says what it changed as every writer does.
  await cacheChanged(t.db, ['availability']);
}

/** A party at 18:00 stays until 20:30, past the last seating's arrival: it fills every seating of the counter's 10 seats but `leave`. */
async function fillCounter(date: string, leave = 0): Promise<void> {
  await paidBooking(await seatingIdForTest(t.db, 'counter', '18:00'), date, 10 - leave);
}

describe('check_closed', () => {
  it("lists the month's closed weekdays (Sunday, Monday) and closed dates", async () => {
    const { status, body } = await get<string[]>('/api/check_closed?date=2026-06-20');
    expect(status).toBe(200);
    expect(body).toEqual([
      '2026-06-01', '2026-06-07', '2026-06-08', '2026-06-14', '2026-06-15', '2026-06-18',
      '2026-06-21', '2026-06-22', '2026-06-28', '2026-06-29',
    ]);
  });
});

describe('check_full', () => {
  it('lists an open day whose every seating is taken, but not one with a seat left', async () => {
    await fillCounter('2026-06-05'); // the private room is inside its 7 working days' notice
    await fillCounter('2026-06-06', 1);
    const { body } = await get<string[]>('/api/check_full?date=2026-06-01');
    expect(body).toContain('2026-06-05');
    expect(body).not.toContain('2026-06-06');
    expect(body).not.toContain('2026-06-04');
  });

  it('counts the free private room, then the day is full once a party takes it whole', async () => {
    await fillCounter('2026-06-12');
    expect((await get<string[]>('/api/check_full?date=2026-06-12')).body).not.toContain('2026-06-12');
    await paidBooking(await seatingIdForTest(t.db, 'private'), '2026-06-12', 6);
    expect((await get<string[]>('/api/check_full?date=2026-06-12')).body).toContain('2026-06-12');
  });

  it('leaves out past days and counts open days beyond the 60-day horizon as full', async () => {
    const june = (await get<string[]>('/api/check_full?date=2026-06-03')).body;
    expect(june.some((day) => day < '2026-06-03')).toBe(false);
    const august = (await get<string[]>('/api/check_full?date=2026-08-15')).body;
    expect(august).not.toContain('2026-08-01'); // Saturday, the last open day inside the horizon
    expect(august).toContain('2026-08-04');
    expect(august).not.toContain('2026-08-09'); // Sunday: closed, not full
  });
});

describe('get_slots', () => {
  it('answers every seating with time HHmm, seats, booked, smallest party, area and max', async () => {
    const counter1900 = await seatingIdForTest(t.db, 'counter', '19:00');
    await paidBooking(counter1900, '2026-06-12', 4);
    const { status, body } = await get<SlotsResponse>('/api/get_slots?date=2026-06-12');
    expect(status).toBe(200);
    expect(body.max).toBe(8);
    expect(body.slots.map((slot) => `${slot.timeslot} ${slot.area.code}`)).toEqual([
      '1800 counter', '1830 counter', '1900 counter', '1900 private', '1930 counter', '2000 counter',
    ]);
    expect(body.slots.find((slot) => slot.seating_id === counter1900)).toMatchObject({
      booked: 4, seats: 10, min: 1, available: 6, area: { code: 'counter', name_en: "Chef's counter", name_zh: '主厨吧台' },
    });
    expect(body.slots.find((slot) => slot.area.code === 'private')).toMatchObject({ seats: 8, min: 6, available: 8 });
  });

  it('offers the private room only with 7 working days of notice', async () => {
    const { body } = await get<SlotsResponse>('/api/get_slots?date=2026-06-11');
    expect(body.slots.find((slot) => slot.area.code === 'private')?.available).toBe(0);
    expect(body.slots.find((slot) => slot.area.code === 'counter')?.available).toBe(10);
  });

  it('has no slots on a past, closed or beyond-horizon day, but still says max', async () => {
    for (const date of ['2026-06-02', '2026-06-07', '2026-06-18', '2026-08-04']) {
      expect((await get<SlotsResponse>(`/api/get_slots?date=${date}`)).body).toEqual({ slots: [], max: 8 });
    }
    expect((await get<SlotsResponse>('/api/get_slots?date=2026-08-01')).body.slots.length).toBe(6);
  });

  it("uses Shanghai's date: at 17:00 UTC on 06-02 it is already 06-03 01:00 there", async () => {
    t.clock.set(new Date('2026-06-02T17:00:00Z'));
    expect((await get<SlotsResponse>('/api/get_slots?date=2026-06-02')).body.slots).toEqual([]);
    expect((await get<SlotsResponse>('/api/get_slots?date=2026-06-03')).body.slots.length).toBe(6);
    expect((await get<string[]>('/api/check_full?date=2026-06-02')).body).not.toContain('2026-06-02');
  });

  it("closes today's seatings whose time has come", async () => {
    t.clock.set(new Date('2026-06-03T10:45:00Z')); // 18:45 in Shanghai
    const { body } = await get<SlotsResponse>('/api/get_slots?date=2026-06-03');
    expect(body.slots.filter((slot) => slot.area.code === 'counter').map((slot) => slot.available)).toEqual([0, 0, 10, 10, 10]);
  });
});

describe('bad dates', () => {
  it.each([
    ['/api/get_slots', 'date_required'],
    ['/api/get_slots?date=', 'date_invalid'],
    ['/api/get_slots?date=2026-6-1', 'date_invalid'],
    ['/api/get_slots?date=2026-02-30', 'date_invalid'],
    ['/api/check_full?date=tomorrow', 'date_invalid'],
    ['/api/check_closed?date=2026-13-01', 'date_invalid'],
    ['/api/check_closed?date[]=2026-06-01', 'date_required'],
  ])('%s answers 422 with %s', async (url, key) => {
    const { status, body } = await get<{ message: string; errors: Record<string, string> }>(url);
    expect(status).toBe(422);
    expect(body.message).toBeTruthy();
    expect(body.errors.date).toBe(key);
  });
});

// Today is 2026-06-03 and the horizon 60 days (2026-08-02): the window runs from 2026-05-01, the
// first of last month, to 2026-09-30, the end of the month after the horizon's.
describe('dates outside the calendar window', () => {
  type Refusal = { message: string; error: string; errors: Record<string, string> };
  const refusedAsOutOfRange = (answer: { status: number; body: Refusal }) =>
    expect(answer).toMatchObject({ status: 422, body: { error: 'date_out_of_range', errors: { date: 'date_out_of_range' } } });

  it.each(['/api/check_full?date=9999-12-31', '/api/check_closed?date=9999-12-01', '/api/get_slots?date=9999-12-31'])(
    '%s answers 422 date_out_of_range, and the server answers the next request',
    async (url) => {
      const answer = await get<Refusal>(url);
      refusedAsOutOfRange(answer);
      expect(answer.body.message).toBeTruthy();
      expect((await get<string[]>('/api/check_closed?date=2026-06-01')).status).toBe(200);
    },
  );

  it.each(['check_full', 'check_closed', 'get_slots'])('%s answers the first and last days of the window, and refuses the days beyond', async (call) => {
    for (const date of ['2026-05-01', '2026-09-30']) expect((await get(`/api/${call}?date=${date}`)).status).toBe(200);
    for (const date of ['2026-04-30', '2026-10-01', '0001-01-01']) refusedAsOutOfRange(await get<Refusal>(`/api/${call}?date=${date}`));
  });

  it("moves with the restaurant's today and reaches further with a longer horizon", async () => {
    t.clock.set(new Date('2026-06-30T16:30:00Z')); // 07-01 00:30 in Shanghai: June is now last month
    expect((await get('/api/check_closed?date=2026-06-01')).status).toBe(200);
    refusedAsOutOfRange(await get<Refusal>('/api/check_closed?date=2026-05-31'));
    t.clock.set(TEST_NOW);
    await writeSetting(t.db, 'horizon_days', 200); // to 2026-12-20: the window ends 2027-01-31
    try {
      expect((await get('/api/check_full?date=2027-01-31')).status).toBe(200);
      refusedAsOutOfRange(await get<Refusal>('/api/check_full?date=2027-02-01'));
    } finally {
      await writeSetting(t.db, 'horizon_days', 60);
    }
  });

  it('refuses a hold on such a date the same way, under its field d', async () => {
    const guest = await Guest.start(t.app);
    const seatingId = await seatingIdForTest(t.db, 'counter', '19:00');
    const answer = await guest.post<Refusal>('/api/start_booking', { d: '9999-12-31', s: seatingId, p: 2 });
    expect(answer).toMatchObject({ status: 422, body: { error: 'date_out_of_range', errors: { d: 'date_out_of_range' } } });
  });

  it('refuses a date that does not exist rather than rolling it over', async () => {
    const answer = await get<Refusal>('/api/check_full?date=2026-02-31');
    expect(answer).toMatchObject({ status: 422, body: { errors: { date: 'date_invalid' } } });
  });
});
