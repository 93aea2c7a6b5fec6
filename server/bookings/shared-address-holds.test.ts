import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEmail } from '../otp/test-verify.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { seatingIdForTest } from './test-support.ts';

/**
 * Guests behind one address (carrier-grade NAT, a hotel's Wi-Fi) each hold a table once they
 * proved their phone or e-mail; only holds not yet proved are kept to HOLDS_PER_CLIENT, and all
 * of an address's live holds to ALL_HOLDS_PER_CLIENT, so one client still cannot hold the restaurant.
 */
let t: TestApp;
let counter: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { HOLDS_PER_CLIENT: '3', ALL_HOLDS_PER_CLIENT: '12' } });
  counter = await seatingIdForTest(t.db, 'counter', '19:00');
});
afterAll(() => t.close());

const evenings = ['2026-06-04', '2026-06-05', '2026-06-06', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13'];
const liveHoldsFrom = async (address: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from bookings where status = 'hold' and hold_expires_at > $1 and client_ip = $2`, [t.clock.now(), address])).rows[0]!.n;

async function holdAndProve(address: string, i: number): Promise<number> {
  const guest = await Guest.start(t.app, 'token', address);
  const hold = await guest.post('/api/start_booking', { d: evenings[i % evenings.length], s: counter, p: 1 });
  if (hold.status === 200) await verifyEmail(t.app, guest, `guest.${address}.${i}@example.cn`);
  return hold.status;
}

describe('guests sharing one IPv4 address', () => {
  it('ten each hold a table at the same time, once each proved a contact', async () => {
    const address = '198.51.100.50';
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push(await holdAndProve(address, i));
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await liveHoldsFrom(address)).toBe(10);
  });

  it('still cannot hold more than ALL_HOLDS_PER_CLIENT, proved or not, nor more than HOLDS_PER_CLIENT unproved', async () => {
    const address = '198.51.100.51';
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push(await holdAndProve(address, i));
    expect(statuses).toEqual([...Array.from({ length: 12 }, () => 200), 429]);
    expect(await liveHoldsFrom(address)).toBe(12);

    const other = '198.51.100.52';
    const unproved = [];
    for (let i = 0; i < 4; i += 1) {
      const guest = await Guest.start(t.app, 'token', other);
      unproved.push((await guest.post<{ error?: string }>('/api/start_booking', { d: evenings[i], s: counter, p: 1 })).body.error ?? 'held');
    }
    expect(unproved).toEqual(['held', 'held', 'held', 'too_many_holds']);
  });
});
