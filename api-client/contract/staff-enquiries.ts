import { z } from 'zod';
import { freeText } from './common.ts';

/** Guests' contact enquiries in the console's inbox, and the reply staff send by e-mail, once. */
export const enquiriesQuerySchema = z.object({ open: z.enum(['true', 'false']).optional() });
export const enquirySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  replied_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_by: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;
export const enquiryParamsSchema = z.object({ id: z.coerce.number({ error: 'id_invalid' }).int('id_invalid').positive('id_invalid').max(2_147_483_647, 'id_invalid') });
export const enquiryReplySchema = z.object({
  reply: freeText({ error: 'reply_required' }).trim().min(1, 'reply_required').max(5000, 'reply_too_long'),
});
