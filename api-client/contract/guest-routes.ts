import { z } from 'zod';
import { availabilityQuerySchema, dateListSchema, slotsResponseSchema } from './availability.ts';
import { bookingSchema, openPayLinkRequestSchema, openPayLinkResponseSchema, startBookingRequestSchema, startBookingResponseSchema, updateBookingRequestSchema } from './booking.ts';
import { lineText, siteStatusSchema } from './common.ts';
import { html, sentAs, text } from './media.ts';
import { contactRequestSchema, contactResponseSchema, faqListSchema, restaurantCardSchema } from './content.ts';
import { addCustomerResponseSchema, customerInputSchema, customerLookupRequestSchema, getCustomerResponseSchema, updateCustomerResponseSchema } from './customer.ts';
import { bookingRequestInputSchema, bookingRequestResponseSchema, confirmVisitInputSchema, confirmVisitResponseSchema, logOutResponseSchema, userBookingsRequestSchema, userBookingsResponseSchema } from './my-bookings.ts';
import { checkCustomerResponseSchema, checkEmailRequestSchema, checkPhoneRequestSchema, sendCodeResponseSchema, sendEmailRequestSchema, sendSmsRequestSchema, verifyOtpRequestSchema, verifyOtpResponseSchema } from './otp.ts';
import * as pay from './payment.ts';
import * as staff from './staff.ts';
import * as waitlist from './waitlist.ts';
import * as photos from './photos.ts';
import { partyRouteSchemas } from './party.ts';
import type { RouteSchemas } from './routes.ts';

/** How long each kind of shared read may be served from a cache, and served stale while it is asked again. */
const SEATS_CACHE = { maxAge: 3, staleWhileRevalidate: 15 };
const CALENDAR_CACHE = { maxAge: 30, staleWhileRevalidate: 120 };
const STATUS_CACHE = { maxAge: 10, staleWhileRevalidate: 30 };
const CARD_CACHE = { maxAge: 60, staleWhileRevalidate: 300 };

/** Answers without a body: a redirect, a 204. */
const redirect = z.undefined().describe('A redirect (Location header)');
const noBody = z.undefined().describe('No body');
const codeInPath = z.object({ code: z.string() });
const idInPath = z.object({ id: z.string() });
/** The demo gateways' query strings: the fields they read, and whatever else the provider's own would carry. */
const demoField = lineText().max(4096).optional();
const demoOauthQuery = z.looseObject({ appid: demoField, redirect_uri: demoField, state: demoField });
const demoH5Query = z.looseObject({ redirect_url: demoField });
const demoAlipayQuery = z.looseObject({ app_id: demoField, sign_type: demoField, sign: demoField, biz_content: demoField, return_url: demoField });
const healthSchema = z.strictObject({
  status: z.literal('ok'),
  /** The server's version (package.json, with BUILD_COMMIT when set). */
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** Migrations the database has applied, the latest of them, and any not yet applied. */
  migrations: z.strictObject({ applied: z.number().int().nonnegative(), latest: z.string().nullable(), pending: z.array(z.string()) }),
  /** Whether guests can book: the restaurant has a seating. */
  configured: z.boolean(),
  /** Warnings for whoever runs the server (a proxy not trusted, say). */
  notes: z.array(z.string()).optional(),
});
const unhealthySchema = z.union([
  z.strictObject({
    status: z.literal('degraded'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    error: z.literal('service_unavailable'),
    message: z.string(),
  }),
  /** The store is fine but no restaurant is set up yet (`npm run admin -- setup`). */
  z.strictObject({
    status: z.literal('not configured'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
    error: z.literal('not_configured'),
    message: z.string(),
  }),
]);
const demoAnswerSchema = z.strictObject({ err_msg: z.string() });

/** The guest's, the providers' and the demo's routes, and the server's own (health, metrics, OpenAPI). */
export const guestRouteSchemas = {
  health: { summary: 'Liveness: the version, whether the database answers with its whole schema, its migrations, and whether the restaurant is set up', answers: { 200: healthSchema, 503: unhealthySchema } },
  metrics: {
    summary: "Prometheus metrics: requests by route and status, holds, bookings, payments, messages, the database pool (METRICS_TOKEN as Bearer when set)",
    answers: { 200: sentAs(['text/plain; version=0.0.4'], 'Prometheus text format') },
  },
  get_status: { summary: 'Whether online booking is live, closed or under maintenance', answers: { 200: siteStatusSchema }, cache: STATUS_CACHE },
  check_full: { summary: "The month's open days with no seat left", query: availabilityQuerySchema, answers: { 200: dateListSchema }, cache: SEATS_CACHE },
  check_closed: { summary: "The month's closed days", query: availabilityQuerySchema, answers: { 200: dateListSchema }, cache: CALENDAR_CACHE },
  get_slots: { summary: "A day's seatings with their free seats", query: availabilityQuerySchema, answers: { 200: slotsResponseSchema }, cache: SEATS_CACHE },
  seat_changes: {
    summary: "Server-sent events: `seats` whenever a day's free seats may have changed (then ask get_slots again)",
    query: availabilityQuerySchema,
    answers: { 200: sentAs(['text/event-stream'], 'Server-sent events') },
  },
  fetch_faq: { summary: 'Questions and answers, in both languages', answers: { 200: faqListSchema } },
  restaurant: { summary: "The restaurant's card: name, address, hours, booking rules", answers: { 200: restaurantCardSchema }, cache: CARD_CACHE },

  openapi: {
    summary: 'This document: every route of the table (OpenAPI 3.1)',
    answers: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
  },

  csrf_cookie: { summary: 'Hands out the XSRF cookie and a session token', answers: { 204: noBody } },
  start_booking: {
    summary: 'Hold seats for a date, seating and party size',
    body: startBookingRequestSchema,
    answers: { 200: startBookingResponseSchema },
    renewsSession: true,
  },
  fetch_booking: {
    summary: 'A booking by its code; an unknown code answers 404 with the string "404"',
    params: codeInPath,
    answers: { 200: bookingSchema, 404: z.literal('404') },
  },
  open_pay_link: {
    summary: "Open the restaurant's payment link: proves the contact it was sent to; a held booking becomes the guest's to pay",
    body: openPayLinkRequestSchema,
    answers: { 200: openPayLinkResponseSchema },
    renewsSession: true,
  },
  update_booking: { summary: "Save a held booking's contact, customer, requests and step", body: updateBookingRequestSchema, answers: { 200: bookingSchema } },
  send_sms: { summary: 'Send a one-time code to a +86 mobile', body: sendSmsRequestSchema, answers: { 200: sendCodeResponseSchema }, errorIsFieldKey: true },
  check_phone: { summary: 'Whether a phone is a known customer', body: checkPhoneRequestSchema, answers: { 200: checkCustomerResponseSchema }, errorIsFieldKey: true },
  send_email: { summary: 'Send a one-time code by e-mail', body: sendEmailRequestSchema, answers: { 200: sendCodeResponseSchema }, errorIsFieldKey: true },
  check_email: { summary: 'Whether an e-mail is a known customer', body: checkEmailRequestSchema, answers: { 200: checkCustomerResponseSchema }, errorIsFieldKey: true },
  verify_otp: { summary: 'Check a one-time code', body: verifyOtpRequestSchema, answers: { 200: verifyOtpResponseSchema }, errorIsFieldKey: true, renewsSession: true },
  get_customer: {
    summary: 'The customer of a contact this session verified, or {}',
    body: customerLookupRequestSchema,
    answers: { 200: getCustomerResponseSchema },
    errorIsFieldKey: true,
  },
  add_customer: { summary: "Save the guest's details", body: customerInputSchema, answers: { 200: addCustomerResponseSchema }, errorIsFieldKey: true },
  update_customer: {
    summary: "Change the details of a customer whose contact this session verified",
    params: idInPath,
    body: customerInputSchema,
    answers: { 200: updateCustomerResponseSchema },
    errorIsFieldKey: true,
  },
  get_user_bookings: {
    summary: 'The bookings of the contacts this session verified',
    body: userBookingsRequestSchema,
    answers: { 200: userBookingsResponseSchema },
  },
  booking_request: { summary: 'Ask the restaurant to change or cancel a booking', body: bookingRequestInputSchema, answers: { 200: bookingRequestResponseSchema } },
  confirm_visit: { summary: 'Say the guest is coming to an upcoming booking', body: confirmVisitInputSchema, answers: { 200: confirmVisitResponseSchema } },
  log_out: {
    summary: "End this browser's session: its proved contacts, opened links and bookings are no longer shown here",
    answers: { 200: logOutResponseSchema },
  },
  contact: { summary: 'Send the restaurant a message', body: contactRequestSchema, answers: { 200: contactResponseSchema }, errorIsFieldKey: true },
  payment_options: { summary: 'The payment methods step 4 offers', answers: { 200: pay.paymentOptionsSchema } },
  paypal_create: { summary: 'A PayPal order for the deposit', body: pay.paypalCreateRequestSchema, answers: { 200: pay.paypalCreateResponseSchema } },
  paypal_capture: { summary: 'Capture a PayPal order', body: pay.paypalCaptureRequestSchema, answers: { 200: pay.paypalCaptureResponseSchema } },
  wpay: { summary: 'A WeChat Pay order (QR code), or ORDERPAID', body: pay.wpayRequestSchema, answers: { 200: pay.wpayResponseSchema } },
  wpay_h5: { summary: "WeChat Pay in a phone's browser (H5)", body: pay.wpayH5RequestSchema, answers: { 200: pay.wpayH5ResponseSchema } },
  wpay_jsapi: { summary: "WeChat Pay inside WeChat's browser (JSAPI)", body: pay.wpayJsapiRequestSchema, answers: { 200: pay.wpayJsapiResponseSchema } },
  wechat_oauth_return: {
    summary: "WeChat's silent sign-in comes back here, then the guest goes back to the booking",
    query: z.object({ code: z.unknown().optional(), state: z.unknown().optional() }),
    answers: { 303: redirect, 400: text },
  },
  check_wx: { summary: 'Whether the WeChat order of a booking is paid', params: codeInPath, answers: { 200: pay.checkWxResponseSchema } },
  alipay_create: { summary: "An Alipay order: the cashier's address", body: pay.alipayCreateRequestSchema, answers: { 200: pay.alipayCreateResponseSchema } },
  alipay_verify: { summary: "Check Alipay's signed return", body: pay.alipayVerifyRequestSchema, answers: { 200: pay.alipayVerifyResponseSchema } },

  notify_paypal: {
    summary: "PayPal's webhook",
    answers: { 200: z.strictObject({ status: z.literal('ok') }), 400: z.strictObject({ status: z.literal('rejected') }) },
  },
  notify_wechat: {
    summary: "WeChat Pay's notification",
    answers: { 204: noBody, 400: z.strictObject({ code: z.literal('FAIL'), message: z.string() }) },
  },
  notify_alipay: { summary: "Alipay's notification: the word success, else failure", answers: { 200: text, 400: text } },

  demo_wechat_page: { summary: 'Demo: the page the WeChat QR code opens', params: idInPath, answers: { 200: html, 404: html } },
  demo_wechat_pay: { summary: 'Demo: pay that WeChat order', params: idInPath, answers: { 303: redirect, 404: html } },
  demo_wechat_oauth: { summary: "Demo: WeChat's authorize page", query: demoOauthQuery, answers: { 302: redirect, 400: html, 404: html } },
  demo_wechat_bridge: { summary: "Demo: the stand-in for WeChat's JSAPI bridge", answers: { 200: sentAs(['text/javascript'], 'JavaScript'), 404: html } },
  demo_wechat_jsapi: { summary: "Demo: the bridge's Pay", answers: { 200: demoAnswerSchema, 400: demoAnswerSchema, 404: html } },
  demo_wechat_h5_page: { summary: "Demo: WeChat's H5 cashier", params: idInPath, query: demoH5Query, answers: { 200: html, 404: html, 409: html } },
  demo_wechat_h5_answer: {
    summary: "Demo: the H5 cashier's Pay or Cancel",
    params: z.object({ id: z.string(), what: z.string() }),
    query: demoH5Query,
    answers: { 303: redirect, 404: html, 409: html },
  },
  demo_alipay_gateway: { summary: "Demo: Alipay's cashier", query: demoAlipayQuery, answers: { 200: html, 400: html, 404: html, 409: html } },
  demo_alipay_answer: {
    summary: "Demo: the Alipay cashier's Pay or Cancel",
    params: z.object({ id: z.string(), what: z.string() }),
    answers: { 303: redirect, 404: html, 409: html },
  },

  dev_outbox: {
    summary: 'The dev outbox, newest first (only with OUTBOX_ENABLED)',
    query: staff.outboxQuerySchema,
    answers: { 200: z.array(staff.outboxEntrySchema) },
  },
  leave_waitlist_page: {
    summary: 'The link in a waitlist message: asks the guest to confirm leaving (a GET changes nothing: mail scanners open links)',
    query: z.object({ t: z.string().max(64).optional(), lang: z.enum(['en', 'zh']).optional() }),
    answers: { 200: html, 404: html },
  },
  leave_waitlist: {
    summary: "The confirm page's button: takes the guest off the list, then shows the calendar",
    body: z.object({ t: z.string().max(64).optional(), lang: z.enum(['en', 'zh']).optional() }),
    answers: { 303: redirect },
  },
  join_waitlist: {
    summary: 'Wait for a seat on a full evening, by a contact this session proved',
    body: waitlist.joinWaitlistInputSchema,
    answers: { 200: waitlist.joinWaitlistResponseSchema },
    errorIsFieldKey: true,
  },
  photo: { summary: "One of the restaurant's photographs; its URL names the file, so it may be kept a year", params: photos.photoParamsSchema, answers: { 200: photos.photoFileSchema } },
  ...partyRouteSchemas,
} satisfies Record<string, RouteSchemas>;
