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
}

export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}
