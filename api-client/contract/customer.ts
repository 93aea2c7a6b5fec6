import { z } from 'zod';
import { LOCAL_COUNTRY_CODE, lineText } from './common.ts';
import { CHINA_MOBILE, emailField } from './otp.ts';
import { nationalChinaMobile } from '../rules/china-mobile.ts';

/**
 * Customers (SPEC §7). Every call needs a session that verified the phone or e-mail by one-time code;
 * otherwise 403 'contact_not_verified' (lookup, add) or 'customer_not_yours' (update), the same key
 * in `errors.contact`.
 */

export const countryCodeSchema = z.strictObject({
  id: z.number().int().positive(),
  /** '86', '852', ... */
  calling_code: z.string().regex(/^\d{1,4}$/),
});
export type CountryCode = z.infer<typeof countryCodeSchema>;

export const customerSchema = z.strictObject({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null for a guest booked by the restaurant who has not said. */
  gender: z.enum(['M', 'F']).nullable(),
  country_code: countryCodeSchema.nullable(),
  country_code_id: z.number().int().positive().nullable(),
  /** The national number, without the calling code: '13800138000'. */
  phone: z.string().nullable(),
  /** Lower case. */
  email: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

const missing = (input: unknown) => input === undefined || input === null;
const optionalText = (max: number, key: string) =>
  lineText({ error: key })
    .trim()
    .max(max, key)
    .nullish()
    .transform((value) => value || null);

/** Unused fields may be null, '' or absent (SPEC: "null when unused"). */
export const customerLookupRequestSchema = z.object({
  country: z
    .union([lineText(), z.number().int().nonnegative()], { error: 'country_invalid' })
    .nullish()
    .transform((value) => (value === null || value === undefined || value === '' ? LOCAL_COUNTRY_CODE : String(value).replace(/^\+/, ''))),
  phone: optionalText(20, 'phone_format_error').transform((value) => (value === null ? null : nationalChinaMobile(value) || null)),
  email: optionalText(254, 'email_format_error'),
});
export type CustomerLookupRequest = z.input<typeof customerLookupRequestSchema>;

/**
 * get_customer answers the customer, or `{}` (an empty object) when there is none yet. Only to a
 * session that proved the contact, it adds the allergies and diets remembered from the guest's
 * bookings and the restaurant's notes (`remembered_food`, stored as a booking's `food`, '' for none).
 */
export const knownCustomerSchema = customerSchema.extend({ remembered_food: z.string().optional() });
export type KnownCustomer = z.infer<typeof knownCustomerSchema>;
export const getCustomerResponseSchema = z.union([knownCustomerSchema, z.strictObject({})]);
export type GetCustomerResponse = KnownCustomer | Record<string, never>;

const requiredName = (requiredKey: string, tooLongKey: string) =>
  lineText({ error: (issue) => (missing(issue.input) ? requiredKey : `${requiredKey.replace('_required', '')}_invalid`) })
    .trim()
    .min(1, requiredKey)
    .max(100, tooLongKey);

/**
 * What add_customer and update_customer take. The country is a calling code (`country`, default
 * '86') or a countries id (`country_code_id`, as returned in Customer); phone is optional when
 * the session verified the e-mail. With country 86 the phone must be a mainland mobile.
 */
export const customerInputSchema = z
  .object({
    first_name: requiredName('first_name_required', 'first_name_too_long'),
    last_name: requiredName('last_name_required', 'last_name_too_long'),
    gender: z.enum(['M', 'F'], { error: 'gender_required' }),
    country: z
      .union([lineText(), z.number().int().nonnegative()], { error: 'country_invalid' })
      .nullish()
      .transform((value) => (value === null || value === undefined || value === '' ? null : String(value).trim().replace(/^\+/, '')))
      .pipe(z.string().regex(/^\d{1,4}$/, 'country_invalid').nullable()),
    country_code_id: z.number({ error: 'country_invalid' }).int('country_invalid').positive('country_invalid').nullish(),
    phone: lineText({ error: 'phone_format_error' })
      .nullish()
      .transform((value) => nationalChinaMobile(value ?? '') || null)
      .pipe(z.string().max(15, 'phone_format_error').regex(/^\d{4,15}$/, 'phone_format_error').nullable()),
    email: emailField,
  })
  .superRefine((input, context) => {
    const local = !input.country_code_id && (input.country ?? LOCAL_COUNTRY_CODE) === LOCAL_COUNTRY_CODE;
    if (input.phone && local && !CHINA_MOBILE.test(input.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'phone_format_error' });
    }
  });
export type CustomerInput = z.input<typeof customerInputSchema>;

/** add_customer answers the id of the new customer, or of the existing one it updated. */
export const addCustomerResponseSchema = z.strictObject({ id: z.number().int().positive() });
export type AddCustomerResponse = z.infer<typeof addCustomerResponseSchema>;

/** update_customer answers the same shape: the id it changed. */
export const updateCustomerResponseSchema = addCustomerResponseSchema;
export type UpdateCustomerResponse = AddCustomerResponse;

/**
 * Every key of a customer answer's `errors`, for the widget to translate; 'phone_required': the session
 * verified a phone the payload lacks. Only an older server sends 'phone_in_use' or 'email_in_use' (409):
 * a contact may be shared by several customers (docs/customers.md).
 */
export const customerRefusals = [
  'first_name_required',
  'first_name_invalid',
  'first_name_too_long',
  'last_name_required',
  'last_name_invalid',
  'last_name_too_long',
  'gender_required',
  'country_invalid',
  'phone_required',
  'phone_format_error',
  'email_required',
  'email_format_error',
  'text_control_characters',
  'phone_in_use',
  'email_in_use',
  'contact_not_verified',
  'customer_not_yours',
] as const;
export type CustomerErrorKey = (typeof customerRefusals)[number];
