import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { purgeRateEvents } from '../limits/rate-limit.ts';

/** Every half hour: frequent enough that nothing piles up, rare enough to cost nothing. */
const CLEAN_UP_MINUTES = 30;
/** One-time codes are counted for a day (the per-destination daily cap); older ones serve no rule. */
const CODE_KEEP_MS = 2 * 86_400_000;

export interface CleanUpResult {
  sessions: number;
  codes: number;
  rateEvents: number;
}

/**
 * Deletes what no rule reads any more: sessions past SESSION_DAYS (their proven contacts go with
 * them; bookings keep their data and lose only the link), one-time codes older than their
 * counting window, and rate events older than the longest limit window. Each statement is
 * idempotent, so instances sharing a database may run it at the same time.
 */
export async function cleanUp(db: Queryable, now: Date, sessionDays: number): Promise<CleanUpResult> {
  const sessions = await db.query('delete from sessions where created_at < $1', [new Date(now.getTime() - sessionDays * 86_400_000)]);
  const codes = await db.query('delete from otp_codes where created_at < $1', [new Date(now.getTime() - CODE_KEEP_MS)]);
  const rateEvents = await purgeRateEvents(db, now);
  return { sessions: sessions.rowCount, codes: codes.rowCount, rateEvents };
}

/** The clean-up job of `npm start` (server/start.ts): now, then every CLEAN_UP_MINUTES. */
export function startCleanUp(app: FastifyInstance): { stop(): void } {
  const run = () => {
    cleanUp(app.db, app.clock.now(), app.config.SESSION_DAYS).then(
      (removed) => app.log.info({ removed }, 'clean-up done'),
      (error: unknown) => app.log.warn({ err: error }, 'clean-up failed; it runs again later'),
    );
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, CLEAN_UP_MINUTES * 60_000);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
