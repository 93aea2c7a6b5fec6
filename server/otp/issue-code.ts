import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, tooManyRequests } from '../lib/errors.ts';
import { DeliveryUnavailableError } from '../messaging/messenger.ts';
import { maskRecipient } from '../messaging/outbox-messenger.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { hashCode, newCode } from './code.ts';
import { limitKeyOf } from './destination.ts';
import {
  deleteCode,
  insertCode,
  lockKey,
  LOCK_OTP_CLIENT,
  LOCK_OTP_DESTINATION,
  LOCK_OTP_SMS_BUDGET,
  recentSendsTo,
  sendsFromClientSince,
  smsSentSince,
  type OtpChannel,
} from './otp-repository.ts';

export interface CodeRequest {
  channel: OtpChannel;
  /** '86 13800138000' or a lower-case e-mail address. */
  destination: string;
  clientIp: string;
  sessionId: number | null;
}

/**
 * Creates and sends a one-time code, within the limits. The checks and the insert run in one
 * transaction under advisory locks on the client address, the destination's limit key and, for
 * SMS, the global budget (always in that order), so parallel sends cannot both slip under a limit.
 */
export async function issueCode(app: FastifyInstance, request: CodeRequest, log: FastifyBaseLogger): Promise<void> {
  const { config, clock, db } = app;
  const now = clock.now();
  const code = newCode();
  const limitKey = limitKeyOf(request.channel, request.destination);
  // The restaurant's resend delay (npm run admin -- settings set otp_resend_seconds N).
  const { otp_resend_seconds } = await readSettings(db);
  const id = await db.transaction(async (tx) => {
    await lockKey(tx, LOCK_OTP_CLIENT, request.clientIp);
    await lockKey(tx, LOCK_OTP_DESTINATION, limitKey);
    const recent = await recentSendsTo(tx, limitKey, now);
    if (recent.lastAt) {
      const waitSeconds = Math.ceil((recent.lastAt.getTime() + otp_resend_seconds * 1000 - now.getTime()) / 1000);
      if (waitSeconds > 0) {
        throw tooManyRequests('otp_resend_too_soon', `A code was just sent. You can ask for a new one in ${waitSeconds} seconds.`, waitSeconds);
      }
    }
    if (recent.inHour >= config.OTP_PER_DESTINATION_HOUR) {
      throw tooManyRequests('otp_destination_hourly_limit', 'Too many codes were sent to this phone or e-mail in the last hour. Please try again later.');
    }
    if (recent.inDay >= config.OTP_PER_DESTINATION_DAY) {
      throw tooManyRequests('otp_destination_daily_limit', 'Too many codes were sent to this phone or e-mail today. Please try again tomorrow.');
    }
    const fromClient = await sendsFromClientSince(tx, request.clientIp, new Date(now.getTime() - 3_600_000));
    if (fromClient >= config.OTP_PER_CLIENT_HOUR) {
      throw tooManyRequests('otp_client_hourly_limit', 'Too many codes were requested from your network in the last hour. Please try again later.');
    }
    if (request.channel === 'sms') {
      await lockKey(tx, LOCK_OTP_SMS_BUDGET, 'sms');
      if ((await smsSentSince(tx, new Date(now.getTime() - 86_400_000))) >= config.OTP_SMS_PER_DAY) {
        log.warn({ budget: config.OTP_SMS_PER_DAY }, 'daily SMS budget for one-time codes used up');
        throw tooManyRequests('otp_sms_daily_budget', 'Codes by SMS are not available again until tomorrow. Please verify with your e-mail address.');
      }
    }
    return insertCode(tx, {
      channel: request.channel,
      destination: request.destination,
      limitKey,
      codeHash: hashCode(app.secrets.appSecret, request.channel, request.destination, code),
      clientIp: request.clientIp,
      sessionId: request.sessionId,
      now,
      expiresAt: new Date(now.getTime() + config.OTP_TTL_MINUTES * 60_000),
    });
  });

  const to = maskRecipient({ channel: request.channel, to: request.destination });
  try {
    // Sent after the commit: no lock is held while a provider answers.
    await app.messenger.send(await codeMessage(app, request, code));
  } catch (error) {
    // An undelivered code must not block the guest's retry by the resend rule or the caps.
    await deleteCode(db, id);
    if (error instanceof DeliveryUnavailableError) {
      log.error({ channel: request.channel }, 'no delivery configured for one-time codes');
      throw new AppError(503, 'delivery_unavailable', `Codes cannot be sent by ${request.channel === 'sms' ? 'SMS' : 'e-mail'} at the moment.`);
    }
    log.error({ channel: request.channel, to, err: error }, 'one-time code delivery failed');
    throw new AppError(502, 'delivery_failed', 'We could not send the code. Please check the number or address and try again.');
  }
  log.info({ channel: request.channel, to }, 'one-time code sent');
}

async function codeMessage(app: FastifyInstance, request: CodeRequest, code: string) {
  const { restaurant } = await readSettings(app.db);
  const minutes = app.config.OTP_TTL_MINUTES;
  if (request.channel === 'sms') {
    return {
      channel: 'sms' as const,
      to: request.destination,
      code,
      text: `【${restaurant.name_zh}】验证码 ${code}，${minutes}分钟内有效。Your ${restaurant.name_en} code is ${code}, valid for ${minutes} minutes.`,
    };
  }
  return {
    channel: 'email' as const,
    to: request.destination,
    code,
    subject: `${restaurant.name_en}: your verification code / 您的验证码`,
    text: [
      `Your verification code is ${code}. It is valid for ${minutes} minutes.`,
      `您的验证码是 ${code}，${minutes}分钟内有效。`,
      '',
      'If you did not ask for this code, you can ignore this e-mail. / 如果您没有请求此验证码，请忽略此邮件。',
      '',
      `${restaurant.name_en} · ${restaurant.address_en} · ${restaurant.phone}`,
    ].join('\n'),
  };
}
