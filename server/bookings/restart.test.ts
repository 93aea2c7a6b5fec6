import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../api-client/contract/booking.ts';
import { loadConfig } from '../config.ts';
import { createManualClock } from '../lib/clock.ts';
import { readSettings, writeSetting } from '../repositories/settings-repository.ts';
import { startServer } from '../start.ts';
import { TEST_NOW } from '../test/test-app.ts';
import { seatingIdForTest } from './test-support.ts';

/** The real server on an embedded PGlite data folder: a stop and a start lose nothing. */
let dataDir: string;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('restart on the same DATA_DIR', () => {
  // Two first opens of a new data folder, each several seconds of PGlite's own start.
  it('keeps holds and settings', { timeout: 120_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tb-restart-'));
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ADMIN_TOKEN: 'restart-admin-token-0123456789abcdef' });
    const clock = createManualClock(TEST_NOW);

    const first = await startServer(config, clock);
    const session = (await fetch(`${first.url}/sanctum/csrf-cookie`)).headers.get('x-session-token')!;
    const auth = { authorization: `Bearer ${session}`, 'content-type': 'application/json' };
    const seating = await seatingIdForTest(first.db, 'counter', '18:00');
    const started = await fetch(`${first.url}/api/start_booking`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ d: '2026-06-09', s: seating, p: 4 }),
    });
    expect(started.status).toBe(200);
    const { code } = (await started.json()) as { code: string };
    // The hold moved the session to a new token.
    auth.authorization = `Bearer ${started.headers.get('x-session-token')!}`;
    await writeSetting(first.db, 'max_party_size', 6);
    await first.app.close();

    const second = await startServer(config, clock);
    try {
      const fetched = await fetch(`${second.url}/api/fetch_booking/${code}`, { headers: auth });
      expect(fetched.status).toBe(200);
      expect((await fetched.json()) as Booking).toMatchObject({ code, pax: 4, status: { name: 'hold' }, personal: true, expired: false });
      expect((await readSettings(second.db)).max_party_size).toBe(6);
      const slots = (await (await fetch(`${second.url}/api/get_slots?date=2026-06-09`)).json()) as {
        max: number;
        slots: Array<{ seating_id: number; booked: number }>;
      };
      expect(slots.max).toBe(6);
      expect(slots.slots.find((slot) => slot.seating_id === seating)?.booked).toBe(4);
    } finally {
      await second.app.close();
    }
  });
});
