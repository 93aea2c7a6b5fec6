import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { checkLineSchema } from '../../../api-client/contract/operations.ts';
import type { PaymentMethod } from '../../../api-client/contract/payment.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { serve } from '../../plugins/serve.ts';

type CheckLine = z.infer<typeof checkLineSchema>;

const PROVIDER_NAMES: Record<PaymentMethod, string> = { paypal: 'PayPal', wechat: 'WeChat Pay', alipay: 'Alipay' };
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/** '+86 13800138000' and a mainland mobile alone, as the messenger's '86 13800138000'. */
const smsDestination = (phone: string) => (/^1[3-9]\d{9}$/.test(phone) ? `86 ${phone}` : phone.replace(/^\+/, '').replace(/[ -]+/, ' '));

/**
 * `npm run admin -- check`. Test messages are sent now, not queued, so the answer says what happened; each
 * real payment provider is asked for an order that does not exist, which proves the address and the
 * credentials and changes nothing there.
 */
export async function adminCheckRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const channel = {
    email: config.SMTP_URL ? 'SMTP' : config.OUTBOX_ENABLED ? 'the dev outbox' : null,
    sms: config.SMS_PROVIDER !== 'none' ? `SMS_PROVIDER=${config.SMS_PROVIDER}` : config.OUTBOX_ENABLED ? 'the dev outbox' : null,
  };

  async function tryLine(name: string, work: () => Promise<string>): Promise<CheckLine> {
    try {
      return { name, ok: true, detail: await work() };
    } catch (error) {
      return { name, ok: false, detail: reason(error) };
    }
  }

  async function askProvider(method: PaymentMethod, provider: PaymentProvider | undefined): Promise<CheckLine> {
    const name = PROVIDER_NAMES[method];
    if (!config.PAYMENT_METHODS.includes(method)) return { name, ok: true, detail: 'not offered (PAYMENT_METHODS)' };
    if (!provider || provider.demo) return { name, ok: true, detail: 'the demo (no credentials): nothing to ask' };
    const probe = `check${randomBytes(8).toString('hex')}`;
    return tryLine(name, async () => {
      const state = await provider.queryOrder({ attemptId: probe, orderId: probe.toUpperCase(), bookingCode: 'CHECK' });
      const seen = state.state === 'paid' ? 'paid' : state.providerStatus;
      return `answered a signed query for an order that does not exist (${seen})`;
    });
  }

  serve(app, 'admin_check', async (request) => {
    const email = request.body.email ?? config.RESTAURANT_EMAIL;
    const phone = request.body.phone;
    const text = `A test message from the reservation server at ${config.PUBLIC_URL}, sent by \`npm run admin -- check\`. Nothing needs doing.`;
    const checks: CheckLine[] = [
      channel.email
        ? await tryLine('e-mail', async () => {
            await app.messenger.send({ channel: 'email', to: email, subject: 'Test message from the reservation server', text });
            return `sent to ${email} through ${channel.email}`;
          })
        : { name: 'e-mail', ok: false, detail: 'nothing can send e-mail: set SMTP_URL' },
      !channel.sms
        ? { name: 'SMS', ok: false, detail: 'nothing can send SMS: set SMS_PROVIDER' }
        : !phone
          ? { name: 'SMS', ok: true, detail: `not sent: give a mobile to send to (check --phone +86 13800138000); ${channel.sms} is set` }
          : await tryLine('SMS', async () => {
              // Providers with approved templates only send the code template: the test carries a code of zeros.
              await app.messenger.send({ channel: 'sms', to: smsDestination(phone), text: `${text} 000000`, code: '000000' });
              return `sent to ${phone} through ${channel.sms}`;
            }),
    ];
    const { providers } = app.payments;
    checks.push(await askProvider('paypal', providers.paypal), await askProvider('wechat', providers.wechat), await askProvider('alipay', providers.alipay));
    request.log.info({ checks }, 'admin check');
    return { checks };
  });
}
