import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { AppError, tooManyRequests } from '../lib/errors.ts';
import { enqueueMessage } from '../messaging/outgoing-messages.ts';
import { CODE_PLACEHOLDER, sealCode } from '../messaging/sealed-code.ts';
import { failuresSince, recordRateEvent, takeRate, type RateRule } from '../limits/rate-limit.ts';
import { hashCode, newCode, sameHash } from '../otp/code.ts';
import { consumeCode, countAttempt, currentCode, insertCode, lockKey, LOCK_OTP_DESTINATION } from '../otp/otp-repository.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { findStaffByEmail, staffEmailKey, type StaffMember } from './staff-repository.ts';
import { checkSignInPace, recordSignInFailure } from './sign-in-throttle.ts';

/** Staff codes live beside the guests' under a destination no guest e-mail can take. */
const staffDestination = (email: string) => `staff:${staffEmailKey(email)}`;

/** Sign-in codes asked for from one address: enough for a team sharing a network, not for a flood. */
export const STAFF_CODE_REQUESTS: RateRule = {
  bucket: 'staff-code',
  limit: 20,
  windowMs: 15 * 60_000,
  refusal: () => tooManyRequests('sign_in_rate_limited', 'Too many sign-in codes were asked for from your network. Please try again later.'),
};

/** When a code was last asked for an address, member's or not, so a second request within the resend delay is answered alike. */
const CODE_ASKED = 'staff-code-asked';

const askedTooSoon = (delaySeconds: number, waitSeconds: number) =>
  tooManyRequests(
    'sign_in_code_too_soon',
    `A code was asked for this address less than ${delaySeconds} seconds ago; if it is a member's, that code was sent: look for it. A new one can be asked for in ${waitSeconds} seconds.`,
    waitSeconds,
  );

/**
 * Answers alike, in status and time, for members and strangers: the same statements run, the time
 * of asking is kept for any address, and a member's e-mail leaves through the outbox, so neither
 * the answer nor its delay tells who works here.
 */
export async function sendStaffCode(app: FastifyInstance, email: string, clientIp: string): Promise<void> {
  const { db, clock, config } = app;
  const now = clock.now();
  await takeRate(db, STAFF_CODE_REQUESTS, clientIp, now);
  const member = await findStaffByEmail(db, email);
  const destination = staffDestination(member?.email ?? email);
  const { otp_resend_seconds, restaurant } = await readSettings(db);
  const code = newCode();
  const minutes = config.OTP_TTL_MINUTES;
  await db.transaction(async (tx) => {
    await lockKey(tx, LOCK_OTP_DESTINATION, destination);
    const { last } = await failuresSince(tx, { bucket: CODE_ASKED, windowMs: otp_resend_seconds * 1000 }, destination, now);
    if (last) throw askedTooSoon(otp_resend_seconds, Math.max(1, Math.ceil((last.getTime() + otp_resend_seconds * 1000 - now.getTime()) / 1000)));
    await recordRateEvent(tx, CODE_ASKED, destination, now);
    if (!member) return;
    await insertCode(tx, {
      channel: 'email',
      destination,
      limitKey: destination,
      codeHash: hashCode(app.secrets.appSecret, 'email', destination, code),
      clientIp,
      sessionId: null,
      now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    await enqueueMessage(
      tx,
      {
        kind: 'staff_sign_in',
        channel: 'email',
        to: member.email,
        sealedCode: sealCode(app.secrets.appSecret, code),
        subject: `${restaurant.name_en} staff sign-in code / 员工登录验证码`,
        text: [
          `Your code to sign in to the staff console is ${CODE_PLACEHOLDER}. It is valid for ${minutes} minutes.`,
          `您登录员工后台的验证码是 ${CODE_PLACEHOLDER}，${minutes}分钟内有效。`,
          '',
          'If you did not ask for it, someone typed your address: you can ignore this e-mail. / 如果不是您本人请求，请忽略此邮件。',
        ].join('\n'),
      },
      now,
    );
  });
}

const wrongCode = () => new AppError(422, 'sign_in_code_wrong', 'This code is not right, or has expired. Check the newest e-mail or ask for a new code.');

/**
 * Checks a staff member's code and answers who signed in. Every try counts against the code, from
 * any address, and it dies after OTP_MAX_ATTEMPTS; wrong tries are also slowed down per account and
 * per network (see sign-in-throttle), so many addresses together guess no faster than one.
 */
export async function verifyStaffCode(
  app: FastifyInstance,
  email: string,
  code: string,
  network: string,
  signIn: (tx: Queryable, member: StaffMember) => Promise<string>,
): Promise<{ member: StaffMember; sessionToken: string }> {
  const { db, clock } = app;
  const now = clock.now();
  const account = staffEmailKey(email);
  const destination = staffDestination(account);
  return db.transaction(async (tx) => {
    await lockKey(tx, LOCK_OTP_DESTINATION, `sign-in:${network}`);
    await lockKey(tx, LOCK_OTP_DESTINATION, destination);
    await checkSignInPace(tx, account, network, now);
    const member = await findStaffByEmail(tx, account);
    const stored = member ? await currentCode(tx, 'email', destination) : null;
    const counted = stored ? await countAttempt(tx, stored.id, app.config.OTP_MAX_ATTEMPTS, now) : null;
    const right = stored !== null && counted !== null && sameHash(hashCode(app.secrets.appSecret, 'email', destination, code), stored.codeHash);
    if (!right || !member) {
      await recordSignInFailure(tx, account, network, now);
      return { failed: true as const };
    }
    await consumeCode(tx, stored.id, now);
    return { failed: false as const, member, sessionToken: await signIn(tx, member) };
  }).then((outcome) => {
    // The failure is counted by the committed transaction; only then is the guess refused.
    if (outcome.failed) throw wrongCode();
    return outcome;
  });
}
