import type { z } from 'zod';
import type { outgoingMessageSchema } from '../../api-client/contract/messages.ts';
import type { Queryable } from '../db/database.ts';
import { maskRecipient } from './outbox-messenger.ts';

/** `to` is masked: the list is for seeing what went where, not for reading addresses. */
export type ListedMessage = z.output<typeof outgoingMessageSchema>;

/** The outbox for the restaurant, newest first: all of it, or only what could not be sent. */
export async function listOutgoing(db: Queryable, options: { failed: boolean; limit: number }): Promise<ListedMessage[]> {
  const { rows } = await db.query<{
    id: string;
    kind: string;
    channel: 'email' | 'sms';
    recipient: string;
    subject: string;
    state: ListedMessage['state'];
    attempts: number;
    code: string | null;
    created_at: Date | string;
    next_attempt_at: Date | string;
    sent_at: Date | string | null;
    last_error: string | null;
  }>(
    `select m.id, m.kind, m.channel, m.recipient, m.subject, m.state, m.attempts, b.code, m.created_at,
            m.next_attempt_at, m.sent_at, m.last_error
     from outgoing_messages m left join bookings b on b.id = m.booking_id
     where $1::boolean = false or m.state = 'failed' or (m.state = 'pending' and m.attempts > 0)
     order by m.id desc limit $2`,
    [options.failed, options.limit],
  );
  const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    channel: row.channel,
    to: maskRecipient({ channel: row.channel, to: row.recipient }),
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    booking: row.code,
    created_at: new Date(row.created_at),
    next_attempt_at: row.state === 'pending' ? instant(row.next_attempt_at) : null,
    sent_at: instant(row.sent_at),
    last_error: row.last_error,
  }));
}

/**
 * Sends a message again as soon as the worker next looks: a failed one (it gave up) or one
 * waiting for its next attempt. A message already sent is not sent twice: answers false.
 */
export async function retryOutgoing(db: Queryable, id: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `update outgoing_messages set state = 'pending', next_attempt_at = $2, attempts = 0
     where id = $1 and state in ('failed', 'pending')`,
    [id, now],
  );
  return rowCount > 0;
}
