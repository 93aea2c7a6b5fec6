import { z } from 'zod';
import { freeText, lineText } from './common.ts';
import { emailField } from './otp.ts';

/** FAQ and contact enquiries (SPEC §7: fetch_faq, contact). */

/** fetch_faq answers FaqItem[] in the restaurant's order. */
export interface FaqItem {
  id: number;
  question_en: string;
  question_zh: string;
  answer_en: string;
  answer_zh: string;
}

export const CONTACT_LIMITS = { name: 100, email: 254, message: 4000 } as const;

const missing = (input: unknown) => input === undefined || input === null;
const requiredText = (field: string, max: number, text: typeof lineText) =>
  text({ error: (issue) => (missing(issue.input) ? `${field}_required` : `${field}_invalid`) })
    .trim()
    .min(1, `${field}_required`)
    .max(max, `${field}_too_long`);

/**
 * Name, e-mail and message, each non-empty after trimming. Refusals are 422 with
 * errors {name|email|message: key} and a readable `message`; too many enquiries from one address
 * in an hour is 429 'contact_rate_limited'.
 */
export const contactRequestSchema = z.object({
  name: requiredText('name', CONTACT_LIMITS.name, lineText),
  email: emailField,
  message: requiredText('message', CONTACT_LIMITS.message, freeText),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** The enquiry was stored and forwarded to the restaurant. */
export interface ContactResponse {
  status: 'success';
}

export type ContactErrorKey =
  | 'name_required'
  | 'name_invalid'
  | 'name_too_long'
  | 'email_required'
  | 'email_format_error'
  | 'message_required'
  | 'message_invalid'
  | 'message_too_long'
  | 'text_control_characters'
  | 'contact_rate_limited';

/** GET /api/restaurant: the restaurant's public card, editable by the admin command. */
export interface RestaurantCard {
  name_en: string;
  name_zh: string;
  address_en: string;
  address_zh: string;
  phone: string;
  email: string;
  website: string;
  registration_en: string;
  registration_zh: string;
}
