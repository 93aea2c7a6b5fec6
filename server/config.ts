import { z } from 'zod';
import type { PaymentMethod } from '../api-client/contract/payment.ts';
import { startupProblems } from './production-readiness.ts';

/** Every setting the server reads, with its default. README's settings table mirrors this list. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();
/** An address others are made from as `${base}/path`: kept without its trailing slashes. */
const baseUrl = z
  .string()
  .url()
  .transform((url) => url.replace(/\/+$/, ''));

/**
 * Fastify's trustProxy as a hop count or proxy addresses/CIDRs. `true` (trust every hop) is refused: the
 * leftmost X-Forwarded-For entry is written by the client, so every per-address limit could be dodged.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (['true', '1', 'yes'].includes(value) || value === '*') {
      context.addIssue({ code: 'custom', message: 'give the number of proxies in front of the server (e.g. 1) or their addresses, not true' });
      return z.NEVER;
    }
    const addresses = value.split(',').map((part) => part.trim()).filter(Boolean);
    if (!addresses.every((address) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address) || ['loopback', 'linklocal', 'uniquelocal'].includes(address))) {
      context.addIssue({ code: 'custom', message: 'a hop count or a comma-separated list of proxy addresses (CIDR allowed)' });
      return z.NEVER;
    }
    return addresses;
  });

const ALL_METHODS: PaymentMethod[] = ['paypal', 'wechat', 'alipay'];

/** PAYMENT_METHODS: the deposit methods offered, as a comma-separated list (at least one). */
const paymentMethods = z
  .string()
  .trim()
  .transform((value, context): PaymentMethod[] => {
    const names = [...new Set(value.toLowerCase().split(',').map((part) => part.trim()).filter(Boolean))];
    const unknown = names.filter((name) => !(ALL_METHODS as string[]).includes(name));
    if (names.length === 0 || unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `a comma-separated list of paypal, wechat and alipay${unknown.length > 0 ? ` (not ${unknown.join(', ')})` : ''}` });
      return z.NEVER;
    }
    return names as PaymentMethod[];
  });

export const configSchema = z.object({
  /**
   * `production` switches on the fail-closed checks of production-readiness.ts (the start is
   * refused until the settings are safe); it never changes what another setting means.
   */
  NODE_ENV: z.string().trim().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: baseUrl.optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Built site and widget (dist/site, dist/widget); defaults to the package's dist/. */
  DIST_DIR: z.string().optional(),
  ADMIN_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_SECRET: z.string().min(32).optional(),
  /** When set, GET /metrics needs it as `Authorization: Bearer` (16+ characters). */
  METRICS_TOKEN: z.string().min(16).optional(),
  EMBED_ORIGINS: z.string().default('*'),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON line per event; pretty: readable lines (pino-pretty, a dev dependency); auto: pretty only at a terminal outside production. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /**
   * Seed the fictitious demo restaurant into an empty database. Unset: yes, except with
   * NODE_ENV=production, which never shows the demo to the public unless told (seedsDemo).
   */
  SEED_DEMO: booleanFlag.optional(),
  OUTBOX_ENABLED: booleanFlag.default(true),
  SMTP_URL: z.string().optional(),
  /** The SMS provider adapter (server/messaging/sms-providers.ts); 'none' = dev outbox or no SMS. */
  SMS_PROVIDER: z.enum(['none', 'aliyun']).default('none'),
  MAIL_FROM: z.string().default('Counter Reservations <reservations@example.com>'),
  RESTAURANT_EMAIL: z.string().email().default('restaurant@example.com'),
  OTP_TTL_MINUTES: positiveInt.default(10),
  OTP_MAX_ATTEMPTS: positiveInt.default(5),
  OTP_PER_DESTINATION_HOUR: positiveInt.default(5),
  OTP_PER_DESTINATION_DAY: positiveInt.default(10),
  OTP_PER_CLIENT_HOUR: positiveInt.default(30),
  CONTACT_PER_CLIENT_HOUR: positiveInt.default(5),
  /** One-time codes by SMS in 24 hours, whoever asks: caps SMS pumping from many addresses. */
  OTP_SMS_PER_DAY: positiveInt.default(500),
  /** Unpaid holds that may be live at once from one client address, from sessions that have not proved a contact. */
  HOLDS_PER_CLIENT: positiveInt.default(10),
  /** Unpaid holds that may be live at once from one client address in all, whether their sessions proved a contact or not. */
  ALL_HOLDS_PER_CLIENT: positiveInt.default(20),
  /** The share of one area's evening (percent) one client's holds may take before a contact is proved. */
  HOLD_SEATS_PER_CLIENT_PERCENT: positiveInt.max(100).default(50),
  /** Minutes a party larger than that share is held until its session proves a contact (then its full hold). */
  UNPROVED_HOLD_MINUTES: positiveInt.max(60).default(10),
  /** start_booking calls per client address per hour. */
  HOLD_STARTS_PER_CLIENT_HOUR: positiveInt.default(20),
  /** check_phone / check_email look-ups per client address per hour. */
  LOOKUPS_PER_CLIENT_HOUR: positiveInt.default(20),
  /** Guest sessions created per client address per hour. */
  SESSIONS_PER_CLIENT_HOUR: positiveInt.default(60),
  SESSION_DAYS: positiveInt.default(30),
  /** Seconds a request's body may take to arrive whole (a restore's file has its own hour). */
  BODY_TIMEOUT_SECONDS: positiveInt.max(3600).default(30),
  /**
   * Deposits (docs/payments.md). A method with no credentials is served by the offline demo
   * provider while PAYMENT_DEMO=auto; PAYMENT_DEMO=off offers only methods that have credentials.
   * Keys are PEM text (\\n escapes allowed), bare base64 DER (as Alipay hands them out), or a file path.
   */
  PAYMENT_DEMO: z.enum(['auto', 'off']).default('auto'),
  /** The methods offered at all; one left out is neither real nor demo. Production needs credentials for each. */
  PAYMENT_METHODS: paymentMethods.default(ALL_METHODS),
  PAYMENT_RECONCILE_MINUTES: positiveInt.default(5),
  PAYPAL_API_BASE: baseUrl.default('https://api-m.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  WECHAT_API_BASE: baseUrl.default('https://api.mch.weixin.qq.com'),
  WECHAT_APPID: z.string().optional(),
  WECHAT_MCHID: z.string().optional(),
  WECHAT_MERCHANT_SERIAL: z.string().optional(),
  WECHAT_MERCHANT_PRIVATE_KEY: z.string().optional(),
  WECHAT_PLATFORM_PUBLIC_KEY: z.string().optional(),
  /** The platform public key's id (PUB_KEY_ID_...) or certificate serial that signs WeChat's answers. */
  WECHAT_PLATFORM_SERIAL: z.string().optional(),
  WECHAT_APIV3_KEY: z.string().length(32).optional(),
  /** The Official Account's AppSecret: the silent OAuth that JSAPI payment inside WeChat needs. */
  WECHAT_APPSECRET: z
    .string()
    .regex(/^[A-Za-z0-9]{32}$/, "must be the Official Account's AppSecret: 32 letters and digits (公众平台 → 设置与开发 → 基本配置)")
    .optional(),
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_SELLER_ID: z.string().optional(),
  /** Alibaba Cloud SMS (SMS_PROVIDER=aliyun): templates approved in the console for +86 numbers. */
  ALIYUN_SMS_ENDPOINT: baseUrl.default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_OTP: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CONFIRMATION: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_REMINDER: z.string().optional(),
  /** Staff cancelled a booking (${code} ${date} ${time}); changed one (${code} ${date} ${time} ${pax}). */
  ALIYUN_SMS_TEMPLATE_CANCELLED: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CHANGED: z.string().optional(),
  /** One template per other kind of SMS; their variables are in server/messaging/sms-templates.ts. */
  ALIYUN_SMS_TEMPLATE_BOOKED_BY_STAFF: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_REQUEST_ANSWERED: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_REFUND_ISSUED: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_PAY_LINK: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_TOPUP_LINK: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_TOPUP_EXPIRED: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_TOPUP_PAID: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_WAITLIST_OFFER: z.string().optional(),
});

export type RawConfig = z.infer<typeof configSchema>;
/** PUBLIC_URL is always set, without a trailing slash. */
export type Config = RawConfig & { PUBLIC_URL: string };

/**
 * Settings that stop the start, one line per problem (printed by server.ts as `Cannot start: ...`,
 * without a stack trace). `message` keeps them on one line for logs and tests.
 */
export class SettingsRefused extends Error {
  readonly lines: string[];
  constructor(lines: string[], message = lines.join('; ')) {
    super(message);
    this.name = 'SettingsRefused';
    this.lines = lines;
  }
}

/**
 * The sites named in EMBED_ORIGINS (none for `*`, which names no one): where the widget's
 * WeChat hops may return to, and where forms of ours may send a guest back.
 */
/** Whether an empty database gets the demo restaurant (SEED_DEMO, see the schema). */
export function seedsDemo(config: Pick<Config, 'SEED_DEMO' | 'NODE_ENV'>): boolean {
  return config.SEED_DEMO ?? config.NODE_ENV !== 'production';
}

export function namedEmbedOrigins(config: { EMBED_ORIGINS: string }): string[] {
  return config.EMBED_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin && origin !== '*');
}

/**
 * Validates the environment once at start-up; a bad value stops the server with a clear message,
 * and so does every problem of production-readiness.ts (all of them at once).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SettingsRefused(
      problems.map((problem) => `Invalid configuration: ${problem}`),
      `Invalid configuration: ${problems.join('; ')}`,
    );
  }
  const config = { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
  const problems = startupProblems(config);
  if (problems.length > 0) throw new SettingsRefused(problems);
  return config;
}
