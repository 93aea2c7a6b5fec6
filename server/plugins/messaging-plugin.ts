import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SettingsRefused } from '../config.ts';
import { createOutboxMessenger } from '../messaging/outbox-messenger.ts';
import { outgoingWorker } from '../messaging/outgoing-worker.ts';
import { createRoutingMessenger, type ChannelAdapters } from '../messaging/routing-messenger.ts';
import { smsAdapterFor } from '../messaging/sms-providers.ts';
import { createSmtpMessenger } from '../messaging/smtp-messenger.ts';

/**
 * A channel with neither SMTP_URL nor SMS_PROVIDER goes to the dev outbox when OUTBOX_ENABLED, else fails
 * with DeliveryUnavailableError. Production never has the outbox (production-readiness.ts refuses it).
 */
export const messagingPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const adapters: ChannelAdapters = {};
    const closers: Array<() => void | Promise<void>> = [];
    if (config.SMTP_URL) {
      const smtp = createSmtpMessenger(config.SMTP_URL, config.MAIL_FROM);
      adapters.email = smtp;
      closers.push(() => smtp.close());
    }
    const sms = smsAdapterFor(config, app.log);
    if (sms) {
      adapters.sms = sms;
      closers.push(async () => sms.close?.());
    }
    if (config.OUTBOX_ENABLED) {
      if (config.NODE_ENV === 'production') throw new SettingsRefused(['OUTBOX_ENABLED is true, and production has no dev outbox']);
      // Tests and LOG_LEVEL=silent stay quiet; the outbox table still has every message.
      const print = config.LOG_LEVEL === 'silent' ? () => undefined : (line: string) => console.log(line);
      adapters.outbox = createOutboxMessenger(app.db, app.clock, app.secrets.appSecret, print);
    }
    app.decorate('messenger', createRoutingMessenger(adapters));
    app.decorate('outgoing', outgoingWorker(app));
    app.addHook('onClose', async () => {
      for (const close of closers) await close();
    });
    app.log.info(
      {
        email: adapters.email ? 'smtp' : adapters.outbox ? 'outbox' : 'none',
        sms: adapters.sms ? config.SMS_PROVIDER : adapters.outbox ? 'outbox' : 'none',
      },
      'messaging adapters',
    );
  },
  { name: 'messaging', dependencies: ['services'] },
);
