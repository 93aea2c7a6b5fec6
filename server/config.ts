import { z } from 'zod';

/** Every setting the server reads, with its default. README's settings table mirrors this list. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_TOKEN: z.string().min(16).optional(),
  APP_SECRET: z.string().min(32).optional(),
  EMBED_ORIGINS: z.string().default('*'),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  OUTBOX_ENABLED: booleanFlag.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Counter Reservations <reservations@example.com>'),
  RESTAURANT_EMAIL: z.string().email().default('restaurant@example.com'),
  OTP_TTL_MINUTES: positiveInt.default(10),
  OTP_MAX_ATTEMPTS: positiveInt.default(5),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  OTP_PER_DESTINATION_HOUR: positiveInt.default(5),
  OTP_PER_DESTINATION_DAY: positiveInt.default(10),
  OTP_PER_CLIENT_HOUR: positiveInt.default(30),
  CONTACT_PER_CLIENT_HOUR: positiveInt.default(5),
  SESSION_DAYS: positiveInt.default(30),
});

export type RawConfig = z.infer<typeof configSchema>;
export type Config = RawConfig & { PUBLIC_URL: string };

/** Validates the environment once at start-up; a bad value stops the server with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
