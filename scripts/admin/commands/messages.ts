import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { MESSAGE_PREVIEW_KINDS } from '../../../api-client/contract/messages.ts';

interface ListedMessage {
  id: number;
  kind: string;
  channel: string;
  to: string;
  subject: string;
  state: string;
  attempts: number;
  booking: string | null;
  created_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/** One line per message: what, to whom, where it stands. */
function line(message: ListedMessage): string {
  const where: Record<string, string> = {
    sent: `sent ${message.sent_at}`,
    pending: `waiting, next try ${message.next_attempt_at}`,
    sending: 'being sent',
    failed: 'failed',
  };
  const about = message.booking ? ` booking ${message.booking}` : '';
  const error = message.last_error && message.state !== 'sent' ? ` (after ${message.attempts} tries: ${message.last_error})` : '';
  return `#${message.id} ${message.kind} ${message.channel} to ${message.to}${about}: ${where[message.state] ?? message.state}${error}`;
}

interface PreviewedMessage {
  channel: string;
  to: string;
  subject: string | null;
  text: string;
}

/** A message as a guest receives it, made by the server in the restaurant's own name and rules. */
async function preview(kind: string | undefined, lang: string | undefined): Promise<string> {
  if (!MESSAGE_PREVIEW_KINDS.includes(kind as (typeof MESSAGE_PREVIEW_KINDS)[number]) || (lang !== 'en' && lang !== 'zh')) {
    throw new Error(`Usage: messages preview ${MESSAGE_PREVIEW_KINDS.join('|')} en|zh`);
  }
  const messages = (await call('admin_message_preview', { params: { kind, lang } })) as PreviewedMessage[];
  return messages
    .map((message) => [`--- ${message.channel} to ${message.to}`, ...(message.subject ? [`Subject: ${message.subject}`] : []), '', message.text].join('\n'))
    .join('\n\n');
}

export const messagesCommand: AdminCommand = {
  name: 'messages',
  usage: [
    'messages [failed]                        the outbox: messages to guests and to us, newest first (failed: not sent)',
    'messages retry ID                        send a failed message again now',
    `messages preview ${MESSAGE_PREVIEW_KINDS.join('|')} en|zh   a message as a guest receives it from this restaurant, with a sample booking`,
  ],
  async run([sub, ...rest]) {
    if (sub === 'preview') return preview(rest[0], rest[1]);
    if (sub === 'retry') {
      await call('admin_retry_message', { params: { id: rest[0] }, body: {} });
      return `Message ${rest[0]} will be sent again within seconds.`;
    }
    if (sub !== undefined && sub !== 'failed') throw new Error(`Unknown messages command ${sub}; see npm run admin -- help`);
    const messages = (await call('admin_messages', { query: { failed: String(sub === 'failed') } })) as ListedMessage[];
    if (messages.length === 0) return sub === 'failed' ? 'No message is waiting or failed.' : 'The outbox is empty.';
    return messages.map(line).join('\n');
  },
};
