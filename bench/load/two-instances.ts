import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atMost, type Section } from '../lib/checks.ts';
import { freshDatabase } from '../lib/postgres.ts';
import { startChildServer, type ChildServer } from '../lib/processes.ts';
import { runLoad, type LoadFigures } from './load-case.ts';
import { ms, rps } from './load-sections.ts';
import { bookableDates, setAdminSetting } from './restaurant-api.ts';
import { checkSeats, type SeatCheck } from './seat-check.ts';
import { combined, measureBooking, serverEnv, type Timing } from './store-load.ts';

export interface InstancesFigures {
  instances: number;
  getSlots: LoadFigures;
  booking: LoadFigures;
  seatCheck: SeatCheck;
}

/**
 * `count` servers on one new PostgreSQL database, as a deploy behind a load balancer runs them:
 * get_slots and the start_booking race with the connections shared out, then the store checked.
 */
async function measureInstances(adminUrl: string, timing: Timing, count: number): Promise<InstancesFigures> {
  const database = await freshDatabase(adminUrl);
  const dataDirs: string[] = [];
  const servers: ChildServer[] = [];
  const adminToken = randomBytes(24).toString('hex');
  try {
    for (let i = 0; i < count; i += 1) {
      dataDirs.push(await mkdtemp(join(tmpdir(), 'tb-bench-instance-')));
      servers.push(await startChildServer('server/server.ts', serverEnv(dataDirs[i]!, adminToken, database.url), '/health'));
    }
    const urls = servers.map((server) => server.url);
    const [readDay, warmupDay, contestedDay] = await bookableDates(urls[0]!, 8, 3);
    const connections = Math.round(timing.connections / count);
    const path = `/api/get_slots?date=${readDay!.date}`;
    const getSlots = combined(await Promise.all(urls.map((url) => runLoad({ url, path, connections, seconds: timing.seconds, warmupSeconds: timing.warmupSeconds }))));
    await setAdminSetting(urls[0]!, adminToken, 'counter_seats', 500);
    const contested = { date: contestedDay!.date, seatingId: contestedDay!.counterSeatings[0]! };
    const booking = await measureBooking(urls, timing, { date: warmupDay!.date, seatingId: warmupDay!.counterSeatings[0]! }, contested);
    await Promise.all(servers.map((server) => server.stop()));
    const seatCheck = await checkSeats({ databaseUrl: database.url, dataDir: dataDirs[0]! }, contested.seatingId, contested.date);
    return { instances: count, getSlots, booking, seatCheck };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await database.drop();
  }
}

/** One instance, then two, on one PostgreSQL. */
export async function measureOneAndTwoInstances(adminUrl: string, timing: Timing): Promise<InstancesFigures[]> {
  return [await measureInstances(adminUrl, timing, 1), await measureInstances(adminUrl, timing, 2)];
}

export function instancesSection(figures: InstancesFigures[], timing: Timing): Section {
  return {
    title: `One and two server instances on one PostgreSQL (${timing.connections} connections for get_slots, ${timing.bookingConnections} for start_booking, shared out)`,
    columns: ['instances', 'get_slots', 'get_slots p99', 'start_booking answered', 'start_booking p99', 'seats taken after (checked in the store)'],
    rows: figures.map(({ instances, getSlots, booking, seatCheck }) => [
      String(instances),
      rps(getSlots.requestsPerSecond),
      ms(getSlots.p99),
      rps(booking.requestsPerSecond),
      ms(booking.p99),
      `${seatCheck.taken} of ${seatCheck.seats} (${seatCheck.holds} holds)`,
    ]),
    checks: figures.map(({ instances, seatCheck }) => atMost(`${instances} instance(s): seats held (store) vs capacity`, Math.max(seatCheck.taken, seatCheck.ledgerHeld), seatCheck.seats, String)),
    notes: [
      'The instances, PostgreSQL and the load generator share this machine\'s cores: two instances here show the cost of sharing one database (cache notices between instances, the evening\'s lock), not the gain of a second machine (docs/scaling.md).',
    ],
  };
}
