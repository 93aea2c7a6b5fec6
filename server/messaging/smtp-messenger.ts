import nodemailer from 'nodemailer';
import type { Messenger } from './messenger.ts';

export interface SmtpMessenger extends Messenger {
  close(): void;
}

/** E-mail through any SMTP server named by SMTP_URL (smtp://user:pass@host:587, smtps://...). */
export function createSmtpMessenger(smtpUrl: string, from: string): SmtpMessenger {
  // Short timeouts: a hung mail server fails the attempt (the outbox tries again later) well
  // within the outbox's claim, so no other instance sends the same message meanwhile.
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error('The SMTP adapter only sends e-mail');
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
    close: () => transport.close(),
  };
}
