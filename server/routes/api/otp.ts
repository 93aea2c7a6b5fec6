import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  checkEmailRequestSchema,
  checkPhoneRequestSchema,
  sendEmailRequestSchema,
  sendSmsRequestSchema,
  verifyOtpRequestSchema,
  type CheckCustomerResponse,
  type SendCodeResponse,
  type VerifyOtpResponse,
} from '../../../api-client/contract/otp.ts';
import { findCustomerByEmail, findCustomerByPhone } from '../../customers/customer-repository.ts';
import { maskRecipient } from '../../messaging/outbox-messenger.ts';
import { destinationFrom, phoneContact } from '../../otp/destination.ts';
import { issueCode } from '../../otp/issue-code.ts';
import { sessionProved } from '../../otp/known-contact.ts';
import { parseInput, readableErrors } from '../../otp/parse-input.ts';
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

  app.post('/send_sms', async (request): Promise<SendCodeResponse> => {
    const { country, phone } = parseInput(sendSmsRequestSchema, request.body, readableErrors);
    const to = phoneContact(country, phone);
    const session = await request.getSession();
    if (sessionProved(session, 'sms', to)) return provedBefore(request.log, 'sms', to);
    await issueCode(app, { channel: 'sms', destination: to, clientIp: request.ip, sessionId: session?.id ?? null }, request.log);
    return { to };
  });

  app.post('/send_email', async (request): Promise<SendCodeResponse> => {
    const { email } = parseInput(sendEmailRequestSchema, request.body, readableErrors);
    const session = await request.getSession();
    if (sessionProved(session, 'email', email)) return provedBefore(request.log, 'email', email);
    await issueCode(app, { channel: 'email', destination: email, clientIp: request.ip, sessionId: session?.id ?? null }, request.log);
    return { to: email };
  });

  app.post('/check_phone', async (request): Promise<CheckCustomerResponse> => {
    const { country, phone } = parseInput(checkPhoneRequestSchema, request.body, readableErrors);
    await takeRate(app.db, lookups, request.ip, app.clock.now());
    return { customer: (await findCustomerByPhone(app.db, country, phone)) ? 1 : 0 };
  });

  app.post('/check_email', async (request): Promise<CheckCustomerResponse> => {
    const { email } = parseInput(checkEmailRequestSchema, request.body, readableErrors);
    await takeRate(app.db, lookups, request.ip, app.clock.now());
    return { customer: (await findCustomerByEmail(app.db, email)) ? 1 : 0 };
  });

  app.post('/verify_otp', async (request, reply): Promise<VerifyOtpResponse> => {
    const { code, to, type } = parseInput(verifyOtpRequestSchema, request.body, readableErrors);
    const destination = destinationFrom(type, to);
    const session = async () => (await request.ensureSession(reply)).id;
    const answer = await verifyCode(app, { channel: type, destination, code, session });
    request.log.info({ channel: type, to: maskRecipient({ channel: type, to: destination }), status: answer.status }, 'one-time code checked');
    return answer;
  });
}
