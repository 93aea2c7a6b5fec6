import { z } from 'zod';
import { LOCAL_COUNTRY_CODE, lineText } from './common.ts';

/**
 * One-time codes (SPEC §7). The send and check calls answer as SPEC §5/§8 say: `error` is the first
 * problem's key and `errors` maps the field to it, e.g. {phone: 'phone_format_error'}; their limits
 * answer 429 with an OtpLimitKey.
 */

/** A mainland China mobile number: the only numbers that receive SMS (one home: api-client/rules/china-mobile.ts). */
import { CHINA_MOBILE, nationalChinaMobile } from '../rules/china-mobile.ts';
export { CHINA_MOBILE };

const missing = (input: unknown) => input === undefined || input === null;

/** Calling code, '86' or 86; the site and widget only offer 86. */
const callingCode = z
  .union([lineText(), z.number().int().nonnegative()], { error: 'country_invalid' })
  .transform((value) => String(value).trim().replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, 'country_invalid'));

export const emailField = lineText({ error: (issue) => (missing(issue.input) ? 'email_required' : 'email_format_error') })
  .trim()
  .toLowerCase()
  .min(1, 'email_required')
  .max(254, 'email_format_error')
  .pipe(z.email('email_format_error'));

const phoneDigits = lineText({ error: (issue) => (missing(issue.input) ? 'phone_required' : 'phone_format_error') })
  // Separators and a pasted +86/0086 go before the checks (the widget's rule: one home).
  .transform(nationalChinaMobile)
  .pipe(z.string().min(1, 'phone_required').max(15, 'phone_format_error').regex(/^\d+$/, 'phone_format_error'));

/** Only +86 mainland mobiles receive SMS. */
export const sendSmsRequestSchema = z
  .object({ country: callingCode.default(LOCAL_COUNTRY_CODE), phone: phoneDigits })
  .refine((body) => body.country === LOCAL_COUNTRY_CODE && CHINA_MOBILE.test(body.phone), {
    message: 'phone_format_error',
    path: ['phone'],
  });
export type SendSmsRequest = z.input<typeof sendSmsRequestSchema>;

export const sendEmailRequestSchema = z.object({ email: emailField });
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>;

/**
 * `to` is the destination as verify_otp takes it back ('86 13800138000', or the lower-case address),
 * the same whether or not a customer has it. `already_verified`: this session proved the contact
 * before, so no code is sent or counted.
 */
export const sendCodeResponseSchema = z.strictObject({ to: z.string().min(1), already_verified: z.literal(true).optional() });
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/** Any country; with country 86 the number must be a mainland mobile. */
export const checkPhoneRequestSchema = z
  .object({ country: callingCode.default(LOCAL_COUNTRY_CODE), phone: phoneDigits })
  .refine((body) => (body.country === LOCAL_COUNTRY_CODE ? CHINA_MOBILE.test(body.phone) : body.phone.length >= 4), {
    message: 'phone_format_error',
    path: ['phone'],
  });
export type CheckPhoneRequest = z.input<typeof checkPhoneRequestSchema>;

export const checkEmailRequestSchema = z.object({ email: emailField });
export type CheckEmailRequest = z.input<typeof checkEmailRequestSchema>;

/** 1 when a customer with that phone or e-mail exists, else 0. */
export const checkCustomerResponseSchema = z.strictObject({ customer: z.union([z.literal(0), z.literal(1)]) });
export type CheckCustomerResponse = z.infer<typeof checkCustomerResponseSchema>;

export const verifyOtpRequestSchema = z.object({
  code: lineText({ error: (issue) => (missing(issue.input) ? 'code_required' : 'code_format_error') })
    .trim()
    .min(1, 'code_required')
    .regex(/^\d{6}$/, 'code_format_error'),
  /** SendCodeResponse.to; for SMS also accepted as '+8613800138000' or '13800138000'. */
  to: lineText({ error: (issue) => (missing(issue.input) ? 'to_required' : 'to_invalid') })
    .trim()
    .min(1, 'to_required')
    .max(254, 'to_invalid'),
  type: z.enum(['sms', 'email'], { error: 'type_invalid' }),
});
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

/**
 * 'approved' only for the right live code: the session now owns that phone or e-mail.
 * 'pending' for a wrong code (attempts_left says how many tries the code has left, 0 after the last).
 * A code that cannot be used any more is a 4xx with an OtpCodeRefusalKey instead.
 */
export const verifyOtpResponseSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('approved') }),
  z.strictObject({ status: z.literal('pending'), attempts_left: z.number().int().nonnegative() }),
]);
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** 429 answers of send_sms / send_email. */
/** The keys a phone's, an e-mail's and a code's fields answer, as `error` of the one-field forms. */
export const phoneFieldRefusals = ['country_invalid', 'phone_required', 'phone_format_error'] as const;
export const emailFieldRefusals = ['email_required', 'email_format_error'] as const;
export const codeFieldRefusals = ['code_required', 'code_format_error', 'to_required', 'to_invalid', 'type_invalid'] as const;

export const otpLimitRefusals = [
  'otp_resend_too_soon',
  'otp_destination_hourly_limit',
  'otp_destination_daily_limit',
  'otp_client_hourly_limit',
  'otp_sms_daily_budget',
] as const;
export type OtpLimitKey = (typeof otpLimitRefusals)[number];

/** 429 of check_phone / check_email beyond LOOKUPS_PER_CLIENT_HOUR from one address. */
export const lookupLimitRefusals = ['lookup_rate_limited'] as const;
export type LookupLimitKey = (typeof lookupLimitRefusals)[number];

/** verify_otp refusals: 404 otp_not_found, 410 otp_expired / otp_used, 429 otp_attempts_exceeded. */
export const otpCodeRefusals = ['otp_not_found', 'otp_expired', 'otp_used', 'otp_attempts_exceeded'] as const;
export type OtpCodeRefusalKey = (typeof otpCodeRefusals)[number];

/** 503 when no delivery is configured for the channel, 502 when the provider refused the message. */
export const otpDeliveryRefusals = ['delivery_unavailable', 'delivery_failed'] as const;
export type OtpDeliveryKey = (typeof otpDeliveryRefusals)[number];
