import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Messenger } from './messenger.ts';
import { aliyunSmsFactory } from './sms-aliyun.ts';

export type SmsProviderName = Exclude<Config['SMS_PROVIDER'], 'none'>;

/** Builds an SMS adapter from the settings; it receives messages whose channel is 'sms'. */
export type SmsAdapterFactory = (config: Config, log: FastifyBaseLogger) => Messenger & { close?(): void | Promise<void> };

/**
 * SMS provider adapters, chosen by SMS_PROVIDER. To add one (e.g. Alibaba Cloud SMS): add its
 * name to SMS_PROVIDER's enum in server/config.ts, and its factory here; the type below then
 * insists on it. With SMS_PROVIDER=none, SMS goes to the dev outbox when OUTBOX_ENABLED.
 */
export const smsProviders: Record<SmsProviderName, SmsAdapterFactory> = { aliyun: aliyunSmsFactory };

/** The configured SMS adapter, or null with SMS_PROVIDER=none. */
export function smsAdapterFor(config: Config, log: FastifyBaseLogger): ReturnType<SmsAdapterFactory> | null {
  if (config.SMS_PROVIDER === 'none') return null;
  const registry: Partial<Record<string, SmsAdapterFactory>> = smsProviders;
  const factory = registry[config.SMS_PROVIDER];
  if (!factory) throw new Error(`SMS_PROVIDER=${String(config.SMS_PROVIDER)} has no adapter in server/messaging/sms-providers.ts`);
  return factory(config, log);
}
