import type { FastifyInstance } from 'fastify';
import type { VerifyOtpResponse } from '../../api-client/contract/otp.ts';
import { AppError } from '../lib/errors.ts';
import { hashCode, sameHash } from './code.ts';
import { consumeCode, countAttempt, currentCode, recordSessionContact, type OtpChannel } from './otp-repository.ts';
import { holdInFull } from '../bookings/transitions/hold-in-full.ts';

const refusals = {
  otp_not_found: [404, 'No code was sent to this phone or e-mail. Please ask for a code first.'],
  otp_expired: [410, 'This code has expired. Please ask for a new one.'],
  otp_used: [410, 'This code was already used. Please ask for a new one.'],
  otp_attempts_exceeded: [429, 'Too many wrong tries for this code. Please ask for a new one.'],
} as const;

function refuse(key: keyof typeof refusals): AppError {
  const [status, message] = refusals[key];
  return new AppError(status, key, message);
}

export interface CodeAnswer {
  channel: OtpChannel;
  destination: string;
  code: string;
  /** The session to own the contact; asked for only when the code is right, so wrong tries store no session. */
  session: () => Promise<number>;
}

/**
 * Checks a guest's code. Every try counts (atomically, see countAttempt) until the code is used
 * or has had OTP_MAX_ATTEMPTS tries; the right code then marks the session as owning the contact.
 */
export async function verifyCode(app: FastifyInstance, answer: CodeAnswer): Promise<VerifyOtpResponse> {
  const { db, clock, config } = app;
  const now = clock.now();
  const stored = await currentCode(db, answer.channel, answer.destination);
  if (!stored) throw refuse('otp_not_found');
  if (stored.consumed) throw refuse('otp_used');
  if (stored.expiresAt.getTime() <= now.getTime()) throw refuse('otp_expired');

  const attempts = await countAttempt(db, stored.id, config.OTP_MAX_ATTEMPTS, now);
  if (attempts === null) {
    const latest = await currentCode(db, answer.channel, answer.destination);
    // Something changed since the first read: tell the guest what.
    if (!latest || latest.id !== stored.id) throw refuse('otp_expired');
    if (latest.consumed) throw refuse('otp_used');
    if (latest.attempts >= config.OTP_MAX_ATTEMPTS) throw refuse('otp_attempts_exceeded');
    throw refuse('otp_expired');
  }

  const given = hashCode(app.secrets.appSecret, answer.channel, answer.destination, answer.code);
  if (!sameHash(given, stored.codeHash)) {
    return { status: 'pending', attempts_left: config.OTP_MAX_ATTEMPTS - attempts };
  }
  const sessionId = await answer.session();
  await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, stored.id, now))) throw refuse('otp_used');
    await recordSessionContact(tx, sessionId, answer.channel === 'sms' ? 'phone' : 'email', answer.destination, now);
    await holdInFull(tx, sessionId, now);
  });
  return { status: 'approved' };
}
