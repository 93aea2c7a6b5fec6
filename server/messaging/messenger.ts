/**
 * Everything the server sends to people goes through one Messenger: one-time codes,
 * confirmations, and forwards to the restaurant. Adapters: SMTP e-mail, an SMS provider, and the
 * dev outbox used when no provider is configured.
 */
export interface Attachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** E-mail address, or an SMS destination as '86 13800138000'. */
  to: string;
  subject?: string;
  text: string;
  /** The one-time code the text carries, if any; kept only by the dev outbox. */
  code?: string;
  attachments?: Attachment[];
  /** E-mail only: where a reply goes (the guest, for enquiries forwarded to the restaurant). */
  replyTo?: string;
}

export type Channel = OutgoingMessage['channel'];

/** No adapter is configured for the channel and the dev outbox is off: nothing can be sent. */
export class DeliveryUnavailableError extends Error {
  constructor(readonly channel: Channel) {
    super(`No delivery is configured for ${channel} (set SMTP_URL / SMS_PROVIDER, or OUTBOX_ENABLED=true)`);
    this.name = 'DeliveryUnavailableError';
  }
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}
