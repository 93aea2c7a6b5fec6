import type { Queryable } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { maskEmail, maskPhone } from '../lib/mask.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';
import { CODE_PLACEHOLDER, openCode, sealCode } from './sealed-code.ts';

export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  code: string | null;
  text: string;
  /** ISO instant. */
  time: string;
}

export function maskRecipient(message: Pick<OutgoingMessage, 'channel' | 'to'>): string {
  if (message.channel === 'email') return maskEmail(message.to);
  const [country, number] = message.to.includes(' ') ? message.to.split(' ', 2) : ['', message.to];
  return `${country ? `${country} ` : ''}${maskPhone(number)}`;
}

/**
 * The dev outbox is the only place a one-time code is printed, because with no provider configured a
 * developer has no other way to read it. It is stored sealed (sealed-code.ts); production has no outbox.
 */
export function createOutboxMessenger(db: Queryable, clock: Clock, appSecret: string, print: (line: string) => void): Messenger {
  return {
    async send(message) {
      const text = message.code ? message.text.replaceAll(message.code, CODE_PLACEHOLDER) : message.text;
      await db.query(
        `insert into outbox (channel, recipient, subject, body, code, attachments, created_at)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
        [
          message.channel,
          message.to,
          message.subject ?? '',
          text,
          message.code ? sealCode(appSecret, message.code) : null,
          JSON.stringify(message.attachments ?? []),
          clock.now(),
        ],
      );
      const what = message.code ? `code ${message.code}` : JSON.stringify(message.subject ?? message.text.slice(0, 60));
      print(`[dev outbox] ${message.channel} to ${maskRecipient(message)}: ${what}`);
    },
  };
}

/** The outbox, newest first, with sealed codes opened again (only the app that sealed them can). */
export async function listOutbox(db: Queryable, appSecret: string, options: { limit: number; to?: string }): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{
    id: string;
    channel: 'sms' | 'email';
    recipient: string;
    subject: string;
    code: string | null;
    body: string;
    created_at: Date | string;
  }>(
    `select id, channel, recipient, subject, code, body, created_at from outbox
     where $1::text is null or recipient = $1
     order by created_at desc, id desc limit $2`,
    [options.to ?? null, options.limit],
  );
  return rows.map((row) => {
    const code = row.code ? openCode(appSecret, row.code) : null;
    return {
      id: Number(row.id),
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      code,
      text: code ? row.body.replaceAll(CODE_PLACEHOLDER, code) : row.body,
      time: new Date(row.created_at).toISOString(),
    };
  });
}
