import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatingIdForTest } from '../../bookings/test-support.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// A guest looking at an evening's seats hears when they may have changed, and only for that
// evening. The clock starts Wed 2026-06-03 10:00 Shanghai.
let t: TestApp;
let base: string;
let counter: number;
const opened: AbortController[] = [];
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  counter = await seatingIdForTest(t.db, 'counter', '19:00');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const controller of opened) controller.abort();
  await t.close();
});

async function watch(date: string, address = '203.0.113.7') {
  const controller = new AbortController();
  opened.push(controller);
  const headers = { 'x-forwarded-for': address, origin: 'https://host.example' };
  const response = await fetch(`${base}/api/seat_changes?date=${date}`, { signal: controller.signal, headers });
  // An embed on another origin opens it too.
  if (response.status === 200) expect(response.headers.get('access-control-allow-origin')).toBe('*');
  if (response.status !== 200) return { status: response.status, error: ((await response.json()) as { error: string }).error, events: [] as string[] };
  const reader = response.body!.getReader();
  const events: string[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      for (const match of decoder.decode(value).matchAll(/^event: (\w+)$/gm)) events.push(match[1]!);
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { status: 200, error: null, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('seat_changes', () => {
  it("tells the watchers of an evening when a hold takes its seats, and nobody else's evening", async () => {
    const tenth = await watch('2026-06-10');
    const eleventh = await watch('2026-06-11');
    expect(tenth.status).toBe(200);
    const guest = await Guest.start(t.app, 'token');
    expect((await guest.post('/api/start_booking', { d: '2026-06-10', s: counter, p: 2 })).status).toBe(200);
    await settle();
    expect(tenth.events).toEqual(['seats']);
    expect(eleventh.events).toEqual([]);
    // The hold moves to the 11th: both evenings' seats changed.
    expect((await guest.post('/api/start_booking', { d: '2026-06-11', s: counter, p: 2 })).status).toBe(200);
    await settle();
    expect(tenth.events).toEqual(['seats', 'seats']);
    expect(eleventh.events).toEqual(['seats']);
  });

  it('refuses a date outside the calendar, and more streams from one address than its share', async () => {
    expect((await watch('2030-01-01')).error).toBe('date_out_of_range');
    expect((await watch('tomorrow')).status).toBe(422);
    const streams = [];
    for (let i = 0; i < 40; i += 1) streams.push(await watch('2026-06-12', '198.51.100.9'));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    const over = await watch('2026-06-12', '198.51.100.9');
    expect([over.status, over.error]).toEqual([429, 'too_many_streams']);
    expect((await watch('2026-06-12', '198.51.100.10')).status).toBe(200);
  });
});
