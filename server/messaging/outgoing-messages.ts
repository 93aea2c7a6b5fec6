import type { Queryable } from '../db/database.ts';
import type { OutgoingMessage } from './messenger.ts';

/** What a message is about, for the restaurant's list (`npm run admin -- messages`). */
export type MessageKind =
  | 'confirmation'
  | 'refund_notice'
  | 'enquiry'
  | 'enquiry_reply'
  | 'change_request'
  | 'reminder'
  | 'cancelled'
  | 'moved'
  | 'refund_issued'
  | 'request_answered'
  | 'pay_link'
  | 'waitlist'
  | 'staff_sign_in';

export interface QueuedMessage extends OutgoingMessage {
  kind: MessageKind;
  /** The booking it is about, if any. */
  bookingId?: number | null;
  /** A message that must exist once (a booking's reminder): a second enqueue with it is ignored. */
  onceKey?: string;
  /** Not sent before this instant (defaults to `now`). */
  notBefore?: Date;
  /** A code sealed by sealCode, put in place of CODE_PLACEHOLDER in the text only when it is sent. */
  sealedCode?: string;
}

/**
 * Enqueued through the transaction that causes it, so the message exists exactly when what it tells does.
 * A code comes here only sealed (`sealedCode`); guests' one-time codes are sent at once
 * (docs/messages.md). Null when `onceKey` was used.
 */
export async function enqueueMessage(tx: Queryable, message: QueuedMessage, now: Date): Promise<number | null> {
  if (message.code) throw new Error('A code is queued only sealed (sealedCode), never in the text');
  const { rows } = await tx.query<{ id: string }>(
    `insert into outgoing_messages (kind, channel, recipient, subject, body, reply_to, attachments, sms_template,
                                    booking_id, once_key, next_attempt_at, created_at, sealed_code)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12, $13)
     on conflict (once_key) do nothing returning id`,
    [
      message.kind,
      message.channel,
      message.to,
      message.subject ?? '',
      message.text,
      message.replyTo ?? null,
      JSON.stringify(message.attachments ?? []),
      message.template ? JSON.stringify(message.template) : null,
      message.bookingId ?? null,
      message.onceKey ?? null,
      message.notBefore ?? now,
      now,
      message.sealedCode ?? null,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
