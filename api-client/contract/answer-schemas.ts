import { z } from 'zod';
import { dateListSchema, slotsResponseSchema } from './availability.ts';
import { fetchBookingAnswerSchema, startBookingResponseSchema, updateBookingResponseSchema } from './booking.ts';
import { siteStatusSchema } from './common.ts';
import { contactResponseSchema, faqListSchema, restaurantCardSchema } from './content.ts';
import { addCustomerResponseSchema, getCustomerResponseSchema, updateCustomerResponseSchema } from './customer.ts';
import { bookingRequestResponseSchema, userBookingsResponseSchema } from './my-bookings.ts';
import { checkCustomerResponseSchema, sendCodeResponseSchema, verifyOtpResponseSchema } from './otp.ts';
import {
  alipayCreateResponseSchema,
  alipayVerifyResponseSchema,
  checkWxResponseSchema,
  paymentOptionsSchema,
  paypalCaptureResponseSchema,
  paypalCreateResponseSchema,
  wpayResponseSchema,
  wpayH5ResponseSchema,
  wpayJsapiResponseSchema,
} from './payment.ts';

/**
 * The answer of every API call, by the call's name (SPEC §7, plus payment_options, alipay_create
 * and restaurant): the body of a successful answer exactly as the server sends it, before the
 * client turns get_customer's `{}` or fetch_booking's "404" into null. Refusals all have the
 * common body (apiErrorBodySchema in common.ts) and reach callers as ApiError.
 *
 * The client takes its answer types from here (type-only), and checks answers against these
 * schemas only when given validateAnswers, so zod stays out of the production embed.
 */
export const answerSchemas = {
  get_status: siteStatusSchema,
  check_full: dateListSchema,
  check_closed: dateListSchema,
  get_slots: slotsResponseSchema,
  /** GET /sanctum/csrf-cookie: 204, no body. */
  csrf_cookie: z.null(),
  start_booking: startBookingResponseSchema,
  send_sms: sendCodeResponseSchema,
  check_phone: checkCustomerResponseSchema,
  send_email: sendCodeResponseSchema,
  check_email: checkCustomerResponseSchema,
  verify_otp: verifyOtpResponseSchema,
  get_customer: getCustomerResponseSchema,
  add_customer: addCustomerResponseSchema,
  update_customer: updateCustomerResponseSchema,
  fetch_booking: fetchBookingAnswerSchema,
  update_booking: updateBookingResponseSchema,
  payment_options: paymentOptionsSchema,
  paypal_create: paypalCreateResponseSchema,
  paypal_capture: paypalCaptureResponseSchema,
  wpay: wpayResponseSchema,
  wpay_jsapi: wpayJsapiResponseSchema,
  wpay_h5: wpayH5ResponseSchema,
  alipay_create: alipayCreateResponseSchema,
  check_wx: checkWxResponseSchema,
  alipay_verify: alipayVerifyResponseSchema,
  get_user_bookings: userBookingsResponseSchema,
  booking_request: bookingRequestResponseSchema,
  fetch_faq: faqListSchema,
  restaurant: restaurantCardSchema,
  contact: contactResponseSchema,
} as const satisfies Record<string, z.ZodType>;

/** The name of an API call, e.g. 'get_slots'. */
export type ApiCall = keyof typeof answerSchemas;

/** What the call answers when it succeeds. */
export type AnswerOf<C extends ApiCall> = z.output<(typeof answerSchemas)[C]>;

/** Every call's name, for tests that must see each call answer. */
export const API_CALLS = Object.keys(answerSchemas) as ApiCall[];

/** An answer the contract does not allow: a server and client out of step, found in development. */
export class AnswerShapeError extends Error {
  readonly call: ApiCall;
  readonly issues: z.core.$ZodIssue[];

  constructor(call: ApiCall, error: z.ZodError) {
    super(`The API's answer to ${call} does not match the contract:\n${z.prettifyError(error)}`);
    this.name = 'AnswerShapeError';
    this.call = call;
    this.issues = error.issues;
  }
}

/** The client's answer checker for development and tests: throws AnswerShapeError for a wrong answer. */
export function validateAnswers(call: ApiCall, body: unknown): void {
  const result = answerSchemas[call].safeParse(body);
  if (!result.success) throw new AnswerShapeError(call, result.error);
}
