import { z } from 'zod';

/**
 * Shared pieces of the API contract. The server validates with these schemas; the widget imports
 * only their types (`import type`), so zod never reaches the embed bundle.
 */

/** A restaurant date, YYYY-MM-DD, in Asia/Shanghai. */
export const restaurantDate = z
  .string({ error: 'date_required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date_invalid');

export const RESTAURANT_TIME_ZONE = 'Asia/Shanghai';
export const BOOKING_HORIZON_DAYS = 60;
export const RESEND_SECONDS = 60;
export const CHANGE_CANCEL_MIN_DAYS = 3;
export const LOCAL_COUNTRY_CODE = '86';

/** Every refusal has this body: `error` is the key the widget translates, `message` readable text. */
export interface ApiErrorBody {
  message: string;
  error: string;
  /** Field -> error key, for 422 answers. */
  errors?: Record<string, string>;
}

export const siteStatusSchema = z.enum(['live', 'closed', 'maintenance']);
export type SiteStatus = z.infer<typeof siteStatusSchema>;
