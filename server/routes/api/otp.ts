import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SendCodeResponse } from '../../../api-client/contract/otp.ts';
import { findCustomerByEmail, findCustomerByPhone } from '../../customers/customer-repository.ts';
import { maskRecipient } from '../../messaging/outbox-messenger.ts';
import { destinationFrom, phoneContact } from '../../otp/destination.ts';
import { issueCode } from '../../otp/issue-code.ts';
import { sessionProved } from '../../otp/known-contact.ts';
import { serve } from '../../plugins/serve.ts';
import { verifyCode } from '../../otp/verify-code.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { takeRate, type RateRule } from '../../limits/rate-limit.ts';

/** One-time codes by SMS (+86 mobiles only) and e-mail; see docs/one-time-codes.md. */
export async function otpRoutes(app: FastifyInstance): Promise<void> {
  // check_phone and check_email tell whether a contact is a customer: limited per address so the
  // customer list cannot be enumerated.
  const lookups: RateRule = {
    bucket: 'lookup',
    limit: app.config.LOOKUPS_PER_CLIENT_HOUR,
    windowMs: 3_600_000,
    refusal: () => tooManyRequests('lookup_rate_limited', 'Too many look-ups from your network. Please try again later.'),
  };

  /** A contact this session proved already: no code sent or counted (server/otp/known-contact.ts). */
  const provedBefore = (log: FastifyBaseLogger, channel: 'sms' | 'email', to: string): SendCodeResponse => {
    log.info({ channel, to: maskRecipient({ channel, to }) }, 'contact already verified in this session: no code sent');
    return { to, already_verified: true };
  };

  serve(app, 'send_sms', async (request) => {
    const { country, phone } = request.body;
    const to = phoneContact(country, phone);
    const session = await request.getSession();
    if (sessionProved(session, 'sms', to)) return provedBefore(request.log, 'sms', to);
    await issueCode(app, { channel: 'sms', destination: to, clientIp: request.clientKey, sessionId: session?.id ?? null }, request.log);
    return { to };
  });

  serve(app, 'send_email', async (request) => {
    const { email } = request.body;
    const session = await request.getSession();
    if (sessionProved(session, 'email', email)) return provedBefore(request.log, 'email', email);
    await issueCode(app, { channel: 'email', destination: email, clientIp: request.clientKey, sessionId: session?.id ?? null }, request.log);
    return { to: email };
  });

  serve(app, 'check_phone', async (request) => {
    const { country, phone } = request.body;
    await takeRate(app.db, lookups, request.clientKey, app.clock.now());
    return { customer: (await findCustomerByPhone(app.db, country, phone)) ? (1 as const) : (0 as const) };
  });

  serve(app, 'check_email', async (request) => {
    const { email } = request.body;
    await takeRate(app.db, lookups, request.clientKey, app.clock.now());
    return { customer: (await findCustomerByEmail(app.db, email)) ? (1 as const) : (0 as const) };
  });

  serve(app, 'verify_otp', async (request, reply) => {
    const { code, to, type } = request.body;
    const destination = destinationFrom(type, to);
    const session = async () => (await request.ensureSession(reply)).id;
    const answer = await verifyCode(app, { channel: type, destination, code, session });
    // A session that proved a contact gets a new token: whoever knew the old one is left out.
    if (answer.status === 'approved') await request.renewSession(reply);
    request.log.info({ channel: type, to: maskRecipient({ channel: type, to: destination }), status: answer.status }, 'one-time code checked');
    return answer;
  });
}
