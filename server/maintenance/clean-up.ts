import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { purgeRateEvents } from '../limits/rate-limit.ts';
import { claimJob } from '../db/job-lease.ts';
import { completePastEvenings } from '../staff-actions/complete-past-evenings.ts';
import { expireTopups } from '../staff-actions/expire-topups.ts';
import { forgetUnpaidHolds } from '../bookings/forget-unpaid-holds.ts';

/** Every half hour: frequent enough that nothing piles up, rare enough to cost nothing. */
const CLEAN_UP_MINUTES = 30;
const DAY_MS = 86_400_000;
/** One-time codes are counted for a day (the per-destination daily cap); older ones serve no rule. */
const CODE_KEEP_MS = 2 * DAY_MS;
/**
 * What the privacy page promises (site/features/privacy): unpaid holds with their contacts within
 * 30 days, contact messages after a year and the address they came from after 7 days.
 */
const UNPAID_HOLD_KEEP_MS = 30 * DAY_MS;
const ENQUIRY_KEEP_MS = 365 * DAY_MS;
const ENQUIRY_ADDRESS_KEEP_MS = 7 * DAY_MS;
/** The dev outbox is for reading codes and messages now, not an archive. */
const OUTBOX_KEEP_MS = 7 * DAY_MS;
/** A message sent (or given up on) is kept as long as the server logs, for answering "did it go?". */
const MESSAGE_KEEP_MS = 90 * DAY_MS;
/** A WeChat openid serves one hold (at most a day, the longest hold_minutes) and is not kept after. */
const WECHAT_SIGN_IN_KEEP_MS = 2 * DAY_MS;

export interface CleanUpResult {
  sessions: number;
  codes: number;
  rateEvents: number;
  unpaidHolds: number;
  enquiries: number;
  enquiryAddresses: number;
  outbox: number;
  sentMessages: number;
  wechatSignIns: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Deletes what no rule reads any more and what the privacy page says we do not keep; bookings keep their
 * data and lose only the link to a deleted session. Every statement is idempotent, so instances sharing a
 * database may run it at the same time.
 */
export async function cleanUp(db: Queryable, now: Date, sessionDays: number): Promise<CleanUpResult> {
  const sessions = await db.query('delete from sessions where created_at < $1', [before(now, sessionDays * DAY_MS)]);
  const codes = await db.query('delete from otp_codes where created_at < $1', [before(now, CODE_KEEP_MS)]);
  const rateEvents = await purgeRateEvents(db, now);
  const unpaidHolds = await forgetUnpaidHolds(db, before(now, UNPAID_HOLD_KEEP_MS));
  const enquiries = await db.query('delete from contact_messages where created_at < $1', [before(now, ENQUIRY_KEEP_MS)]);
  const enquiryAddresses = await db.query('update contact_messages set client_ip = null where client_ip is not null and created_at < $1', [
    before(now, ENQUIRY_ADDRESS_KEEP_MS),
  ]);
  const outbox = await db.query('delete from outbox where created_at < $1', [before(now, OUTBOX_KEEP_MS)]);
  const sentMessages = await db.query("delete from outgoing_messages where state in ('sent', 'failed') and created_at < $1", [
    before(now, MESSAGE_KEEP_MS),
  ]);
  const wechatSignIns = await db.query('delete from wechat_oauth where created_at < $1', [before(now, WECHAT_SIGN_IN_KEEP_MS)]);
  return {
    sessions: sessions.rowCount,
    codes: codes.rowCount,
    rateEvents,
    unpaidHolds,
    enquiries: enquiries.rowCount,
    enquiryAddresses: enquiryAddresses.rowCount,
    outbox: outbox.rowCount,
    sentMessages: sentMessages.rowCount,
    wechatSignIns: wechatSignIns.rowCount,
  };
}

/**
 * The clean-up job of `npm start` (server/start.ts): now, then every CLEAN_UP_MINUTES, by the one
 * instance holding its lease. It also completes the bookings of evenings that have passed and
 * takes a larger party whose difference was not paid in time back to the party paid for.
 */
export function startCleanUp(app: FastifyInstance): { stop(): void } {
  const run = () => {
    const now = app.clock.now();
    claimJob(app.db, 'clean-up', now, CLEAN_UP_MINUTES * 90_000)
      .then(async (mine) => {
        if (!mine) return null;
        // Past evenings are completed first: the clean-up itself never deletes a paid booking.
        const completed = await completePastEvenings(app.db, now);
        const topupsExpired = await expireTopups(app.db, now);
        return { completed, topupsExpired, ...(await cleanUp(app.db, now, app.config.SESSION_DAYS)) };
      })
      .then(
      (removed) => {
        if (removed) app.log.info({ removed }, 'clean-up done');
      },
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
