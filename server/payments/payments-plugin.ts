import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentProviders } from './payment-providers.ts';
import { createPaymentService, type PaymentService } from './payment-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

/** Decorates `app.payments`: the deposit service over each method's real or demo provider. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const providers = paymentProviders(app.config, app.db, app.clock);
    app.decorate(
      'payments',
      createPaymentService({ db: app.db, clock: app.clock, config: app.config, log: app.log, providers, appSecret: app.secrets.appSecret }),
    );
    app.log.info(
      Object.fromEntries((['wechat', 'alipay', 'paypal'] as const).map((method) => [method, providers[method] ? (providers[method].demo ? 'demo' : 'live') : 'off'])),
      'payment methods',
    );
  },
  { name: 'payments', dependencies: ['services'] },
);
