import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { INSTANCE_ID } from '../db/job-lease.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';
import { nextAttemptAt } from './retry-backoff.ts';
import { CODE_PLACEHOLDER, openCode } from './sealed-code.ts';

/**
 * How long a claim holds. Longer than any send may take (the SMTP adapter gives up after its
 * timeouts, well within this), so only a claimer that stopped mid-send loses its messages.
 */
export const CLAIM_MS = 5 * 60_000;
/** Messages claimed in one pass; the next pass takes the rest. */
const BATCH = 20;

interface ClaimedRow {
  id: string;
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  reply_to: string | null;
  attachments: OutgoingMessage['attachments'];
  sms_template: OutgoingMessage['template'] | null;
  sealed_code: string | null;
  attempts: number;
}

/**
 * Claims the messages due now: pending ones whose time has come, and ones whose claimer's lease
 * ran out. Rows another instance is claiming right now are skipped (skip locked), so each
 * message is claimed by one instance.
 */
async function claimDue(db: Queryable, now: Date, holder: string): Promise<ClaimedRow[]> {
  const { rows } = await db.query<ClaimedRow>(
    `update outgoing_messages m
     set state = 'sending', claimed_by = $2, claimed_until = $3, attempts = m.attempts + 1
     where m.id in (
       select id from outgoing_messages
       where (state = 'pending' and next_attempt_at <= $1) or (state = 'sending' and claimed_until <= $1)
       order by id limit ${BATCH}
       for update skip locked)
     returning m.id, m.kind, m.channel, m.recipient, m.subject, m.body, m.reply_to, m.attachments, m.sms_template, m.sealed_code, m.attempts`,
    [now, holder, new Date(now.getTime() + CLAIM_MS)],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

function asMessage(row: ClaimedRow, appSecret: string): OutgoingMessage {
  const code = row.sealed_code === null ? null : openCode(appSecret, row.sealed_code);
  if (row.sealed_code !== null && code === null) throw new Error('the sealed code was sealed under another APP_SECRET');
  return {
    channel: row.channel,
    to: row.recipient,
    ...(row.subject ? { subject: row.subject } : {}),
    text: code === null ? row.body : row.body.replaceAll(CODE_PLACEHOLDER, code),
    ...(code === null ? {} : { code }),
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    ...(row.attachments && row.attachments.length > 0 ? { attachments: row.attachments } : {}),
    ...(row.sms_template ? { template: row.sms_template } : {}),
  };
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * One pass of the outbox worker. Only the claimer's own claim is finished (`claimed_by`), so a claim taken
 * over after its lease ran out is not overwritten by the instance that lost it.
 */
export async function deliverDue(
  deps: { db: Queryable; messenger: Messenger; appSecret: string; now: () => Date; log: FastifyBaseLogger },
  holder: string = INSTANCE_ID,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  for (const row of await claimDue(deps.db, deps.now(), holder)) {
    try {
      await deps.messenger.send(asMessage(row, deps.appSecret));
      await deps.db.query(
        `update outgoing_messages set state = 'sent', sent_at = $2, claimed_until = null, last_error = null, sealed_code = null
         where id = $1 and claimed_by = $3 and state = 'sending'`,
        [row.id, deps.now(), holder],
      );
      result.sent += 1;
    } catch (error) {
      const retryAt = nextAttemptAt(row.attempts, deps.now());
      await deps.db.query(
        `update outgoing_messages
         set state = case when $2::timestamptz is null then 'failed' else 'pending' end,
             next_attempt_at = coalesce($2, next_attempt_at), claimed_until = null, last_error = $3
         where id = $1 and claimed_by = $4 and state = 'sending'`,
        [row.id, retryAt, reason(error), holder],
      );
      if (retryAt) result.retrying += 1;
      else result.failed += 1;
      deps.log.warn({ err: error, message: Number(row.id), kind: row.kind, attempt: row.attempts }, retryAt ? 'message not sent; tried again later' : 'message not sent; gave up');
    }
  }
  return result;
}
