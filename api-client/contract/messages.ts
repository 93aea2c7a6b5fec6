import { z } from 'zod';

/** The durable outbox as the restaurant sees it (`npm run admin -- messages`, the console). */

const wholeId = z.coerce.number({ error: 'id_invalid' }).int('id_invalid').positive('id_invalid').max(2_147_483_647, 'id_invalid');
const instant = z.date();

export const outgoingQuerySchema = z.object({
  /** true: only what has not gone (waiting for a retry, or given up). */
  failed: z.enum(['true', 'false'], { error: 'failed_invalid' }).default('false'),
  limit: z.coerce.number().int('limit_invalid').min(1, 'limit_invalid').max(500, 'limit_invalid').default(100),
});

export const outgoingMessageSchema = z.strictObject({
  id: z.number().int(),
  kind: z.string(),
  channel: z.enum(['email', 'sms']),
  /** Masked. */
  to: z.string(),
  subject: z.string(),
  state: z.enum(['pending', 'sending', 'sent', 'failed']),
  attempts: z.number().int(),
  /** The booking's code, when the message is about one. */
  booking: z.string().nullable(),
  created_at: instant,
  next_attempt_at: instant.nullable(),
  sent_at: instant.nullable(),
  last_error: z.string().nullable(),
});

export const outgoingIdParamsSchema = z.object({ id: wholeId });
export const outgoingRetriedSchema = z.strictObject({ id: z.number().int(), retrying: z.literal(true) });

/** The messages a guest gets about a booking, previewed with sample values (`messages preview KIND LANG`). */
export const MESSAGE_PREVIEW_KINDS = ['confirmation', 'reminder', 'cancelled', 'moved', 'refunded', 'request_declined'] as const;
export const messagePreviewParamsSchema = z.object({
  kind: z.enum(MESSAGE_PREVIEW_KINDS, { error: 'preview_kind_invalid' }),
  lang: z.enum(['en', 'zh'], { error: 'lang_invalid' }),
});
/** One message as the guest would receive it, in the restaurant's own name, contacts and rules. */
export const previewedMessageSchema = z.strictObject({ channel: z.enum(['email', 'sms']), to: z.string(), subject: z.string().nullable(), text: z.string() });
