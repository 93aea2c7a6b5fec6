import { z } from 'zod';
import { sentAs } from './media.ts';

/** The operator's calls: backups of the embedded database (`npm run admin -- backup|restore`). */

/** A backup: the embedded database's data folder as a gzip tarball. */
export const backupFileSchema = sentAs(['application/gzip'], 'A gzip tarball of the embedded database folder');

export const restoredSchema = z.strictObject({
  /** Migrations the backup had applied, and the latest of them. */
  migrations: z.number().int(),
  latest: z.string().nullable(),
  /** Migrations this server applied to the backup because it is older than the server. */
  applied: z.array(z.string()),
  /** Where the replaced data folder was kept. */
  previous: z.string(),
});

/** `npm run admin -- check`: where the test messages go (the e-mail defaults to RESTAURANT_EMAIL). */
export const checkRequestSchema = z.object({
  email: z.email('email_format_error').max(254, 'email_format_error').optional(),
  /** '+86 13800138000', '86 13800138000', or a mainland mobile alone. */
  phone: z
    .string()
    .max(32, 'phone_format_error')
    .regex(/^(\+?\d{1,3}[ -]+\d{4,14}|1[3-9]\d{9})$/, 'phone_format_error')
    .optional(),
});

/** One line of the check: what was tried, whether it worked, and what was seen. */
export const checkLineSchema = z.strictObject({
  name: z.string(),
  ok: z.boolean(),
  detail: z.string(),
});

export const checkReportSchema = z.strictObject({ checks: z.array(checkLineSchema) });
