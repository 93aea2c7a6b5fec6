import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the mail server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** Headers and body as sent (transfer-encoded). */
  raw: string;
}

export interface SmtpStandIn {
  /** SMTP_URL for the server under test. */
  url: string;
  port: number;
  /** Every message received, in order; shared across restarts of `restartable`. */
  received: ReceivedMail[];
  /** Recipients the server refuses (550), as a full mailbox would. */
  refuse: Set<string>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback, so what nodemailer delivers is what a mail server would
 * receive. `port`: listen on a port used before (a mail server that comes back), else any.
 */
export async function startSmtpStandIn(port = 0, received: ReceivedMail[] = [], refuse = new Set<string>()): Promise<SmtpStandIn> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1] ?? '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    received,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
