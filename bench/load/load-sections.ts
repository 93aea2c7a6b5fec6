import { atLeast, atMost, type Check, type Section } from '../lib/checks.ts';
import type { LoadFigures } from './load-case.ts';
import { READ_CALLS, type StoreFigures } from './store-load.ts';

export const READ_BUDGET = { ratio: 0.25, p99: 20 } as const;
export const BOOKING_BUDGET = { requestsPerSecond: 300, p99: 100 } as const;
/** The embedded-database server, idle after its first start and after a restart. */
export const PGLITE_MEMORY_BUDGET = 300 * 1024 * 1024;
/** What the live slot pane's open streams may add to one server's memory. */
export const STREAM_MEMORY_BUDGET = 100 * 1024 * 1024;
/** The most of a cached read's server time that counting and timing it in /metrics may take. */
export const METRICS_SHARE_BUDGET = 0.05;

export const rps = (n: number) => `${Math.round(n).toLocaleString('en-US')}/s`;
export const ms = (n: number) => `${n} ms`;
const ratio = (n: number) => n.toFixed(2);
const percent = (n: number) => `${(n * 100).toFixed(1)}%`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const answers = (figures: LoadFigures) =>
  Object.entries(figures.statuses)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ') + (figures.errors ? `, ${figures.errors} errors` : '');

/** Whether a read call met its budgets (used to re-measure once before reporting a miss). */
export const readMeetsBudget = (figures: LoadFigures, ceiling: number) =>
  figures.requestsPerSecond >= READ_BUDGET.ratio * ceiling && figures.p99 <= READ_BUDGET.p99 && figures.errors === 0;

function readSection(ceiling: LoadFigures, stores: StoreFigures[], connections: number): Section {
  const rows = [['hello-world (ceiling)', '/', rps(ceiling.requestsPerSecond), '1.00', ms(ceiling.p50), ms(ceiling.p99), answers(ceiling)]];
  const checks: Check[] = [];
  for (const figures of stores) {
    for (const call of READ_CALLS) {
      const read = figures.reads[call];
      const share = read.requestsPerSecond / ceiling.requestsPerSecond;
      rows.push([figures.store, call, rps(read.requestsPerSecond), ratio(share), ms(read.p50), ms(read.p99), answers(read)]);
      if (call === 'get_status') continue;
      checks.push(atLeast(`${call} on ${figures.store}: share of hello-world`, share, READ_BUDGET.ratio, ratio));
      checks.push(atMost(`${call} on ${figures.store}: p99`, read.p99, READ_BUDGET.p99, ms));
    }
  }
  return {
    title: `API reads at ${connections} connections (autocannon, loopback, server in its own process, warm-up first)`,
    columns: ['store', 'call', 'req/s', 'share of hello-world', 'p50', 'p99', 'answers'],
    rows,
    checks,
  };
}

function bookingSection(stores: StoreFigures[], bookingConnections: number): Section {
  const checks: Check[] = [];
  const rows = stores.map((figures) => {
    const { booking, seatCheck } = figures;
    checks.push(atLeast(`start_booking on ${figures.store}: answered`, booking.requestsPerSecond, BOOKING_BUDGET.requestsPerSecond, rps));
    checks.push(atMost(`start_booking on ${figures.store}: p99`, booking.p99, BOOKING_BUDGET.p99, ms));
    checks.push(atMost(`start_booking on ${figures.store}: seats held (store) vs capacity`, Math.max(seatCheck.taken, seatCheck.ledgerHeld), seatCheck.seats, String));
    const seats = `${seatCheck.taken} of ${seatCheck.seats} (${seatCheck.holds} holds; ledger ${seatCheck.ledgerHeld})`;
    return [figures.store, rps(booking.requestsPerSecond), ms(booking.p50), ms(booking.p99), answers(booking), seats];
  });
  return {
    title: `start_booking: ${bookingConnections} connections, ${stores[0]?.sessions ?? 0} guest sessions in turn, all for one counter slot of 500 seats, party of 1`,
    columns: ['store', 'answered', 'p50', 'p99', 'answers (200 = hold, 409 = full)', 'seats taken after (checked in the store)'],
    rows,
    checks,
    notes: ['Both holds (200) and refusals once the slot is full (409) are answered requests; a warm-up ran on another date first.'],
  };
}

/** A saturated server spends 1/rate seconds on each answer: the metrics' share of a get_slots. */
function metricsSection(stores: StoreFigures[], metricsMicroseconds: number): Section {
  const perAnswer = (figures: StoreFigures) => 1e6 / figures.reads.get_slots.requestsPerSecond;
  return {
    title: 'Metrics: what counting and timing each request costs (server/observability/request-metrics.ts)',
    columns: ['store', 'metrics per request', 'get_slots server time per answer', 'share'],
    rows: stores.map((figures) => [figures.store, `${metricsMicroseconds.toFixed(2)} µs`, `${perAnswer(figures).toFixed(1)} µs`, percent(metricsMicroseconds / perAnswer(figures))]),
    checks: stores.map((figures) => atMost(`metrics on ${figures.store}: share of a get_slots answer`, metricsMicroseconds / perAnswer(figures), METRICS_SHARE_BUDGET, percent)),
    notes: ['The recording function the server runs on every response, timed over 200,000 calls in the bench process; an answer\'s server time is 1 / its measured rate.'],
  };
}

function memorySection(stores: StoreFigures[]): Section {
  return {
    title: 'Server memory (VmRSS of the server process)',
    columns: ['store', 'idle after the first start (new data)', 'after the load', 'idle after a restart on the same data'],
    rows: stores.map((figures) => [figures.store, mb(figures.rssIdle), mb(figures.rssAfterLoad), mb(figures.rssAfterRestart)]),
    checks: stores
      .filter((figures) => figures.store === 'PGlite')
      .flatMap((figures) => [
        atMost('PGlite server idle after the first start', figures.rssIdle, PGLITE_MEMORY_BUDGET, mb),
        atMost('PGlite server idle after a restart', figures.rssAfterRestart, PGLITE_MEMORY_BUDGET, mb),
      ]),
    notes: ['A new embedded database is created by a short-lived child process (server/db/create-pglite-folder.ts), so the first start ends like a restart.'],
  };
}

function streamSection(stores: StoreFigures[]): Section {
  return {
    title: 'Live seats: open seat_changes streams (VmRSS of the server process)',
    columns: ['store', 'streams', 'before', 'with the streams open', 'added'],
    rows: stores.map(({ store, streams }) => [store, String(streams.streams), mb(streams.rssBefore), mb(streams.rssWithStreams), mb(streams.rssWithStreams - streams.rssBefore)]),
    checks: stores.map(({ store, streams }) => atMost(`${streams.streams} streams on ${store}: memory added`, streams.rssWithStreams - streams.rssBefore, STREAM_MEMORY_BUDGET, mb)),
    notes: ['Each stream is its own connection, as each guest\'s slot pane is; 20 per address, under the server\'s limit of 40.'],
  };
}

export function loadSections(ceiling: LoadFigures, stores: StoreFigures[], connections: number, bookingConnections: number, metricsMicroseconds: number): Section[] {
  return [readSection(ceiling, stores, connections), bookingSection(stores, bookingConnections), metricsSection(stores, metricsMicroseconds), memorySection(stores), streamSection(stores)];
}
