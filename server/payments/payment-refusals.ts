import type { FastifyBaseLogger } from 'fastify';
import type { PaymentRefusalKey } from '../../api-client/contract/payment.ts';
import { AppError } from '../lib/errors.ts';
import { ProviderError } from './provider.ts';

type RefusalKey = PaymentRefusalKey | 'booking_already_paid' | 'booking_not_yours';

/** The answers the payment calls refuse with; `key` is what the widget translates. */
export const refuse = (status: number, key: RefusalKey, message: string) => new AppError(status, key, message);

/** A session that only knows the booking code: it may neither pay for the booking nor set its language. */
export const notYours = () =>
  refuse(403, 'booking_not_yours', 'Only the browser that started this booking, or one that verified its phone or e-mail, may pay for it.');

export const providerUnavailable = () => refuse(502, 'provider_error', 'The payment provider did not answer. Please try again.');

/** A provider's refusal is logged and answered 502; anything else is a fault of ours and passes on. */
export function providerFailure(log: FastifyBaseLogger, error: unknown): Error {
  if (!(error instanceof ProviderError)) return error as Error;
  log.error({ err: error }, 'payment provider call failed');
  return providerUnavailable();
}
