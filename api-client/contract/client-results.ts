import { z } from 'zod';
import type { ApiClient } from '../client.ts';
import { AnswerShapeError } from './answer-check.ts';
import { bookingSchema } from './booking.ts';
import { knownCustomerSchema } from './customer.ts';
import type { GuestCall } from './guest-endpoints.ts';
import { routes, type RouteSchemas } from './routes.ts';

/**
 * What each ApiClient function resolves to, so the client's stand-ins in component tests keep the
 * server's contract: the route table's answer, except where the client maps it (get_customer's `{}`
 * and fetch_booking's "404" become null).
 */
const answerOf = (call: GuestCall) => [call, (routes[call] as RouteSchemas).answers[200]!] as const;
const resultSchemas: Record<keyof ApiClient, readonly [GuestCall, z.ZodType]> = {
  getStatus: answerOf('get_status'),
  checkFull: answerOf('check_full'),
  checkClosed: answerOf('check_closed'),
  getSlots: answerOf('get_slots'),
  watchSeats: ['seat_changes', z.function()],
  csrfCookie: ['csrf_cookie', z.undefined()],
  startBooking: answerOf('start_booking'),
  sendSms: answerOf('send_sms'),
  checkPhone: answerOf('check_phone'),
  sendEmail: answerOf('send_email'),
  checkEmail: answerOf('check_email'),
  verifyOtp: answerOf('verify_otp'),
  getCustomer: ['get_customer', knownCustomerSchema.nullable()],
  addCustomer: answerOf('add_customer'),
  updateCustomer: answerOf('update_customer'),
  fetchBooking: ['fetch_booking', bookingSchema.nullable()],
  updateBooking: answerOf('update_booking'),
  openPayLink: answerOf('open_pay_link'),
  paymentOptions: answerOf('payment_options'),
  paypalCreate: answerOf('paypal_create'),
  paypalCapture: answerOf('paypal_capture'),
  wpay: answerOf('wpay'),
  wpayJsapi: answerOf('wpay_jsapi'),
  wpayH5: answerOf('wpay_h5'),
  alipayCreate: answerOf('alipay_create'),
  checkWx: answerOf('check_wx'),
  alipayVerify: answerOf('alipay_verify'),
  getUserBookings: answerOf('get_user_bookings'),
  bookingRequest: answerOf('booking_request'),
  confirmVisit: answerOf('confirm_visit'),
  logOut: answerOf('log_out'),
  joinWaitlist: answerOf('join_waitlist'),
  fetchFaq: answerOf('fetch_faq'),
  restaurant: answerOf('restaurant'),
  contact: answerOf('contact'),
  partyView: answerOf('party_view'),
  partySave: answerOf('party_save'),
  partyRemove: answerOf('party_remove'),
  partyInvite: answerOf('party_invite'),
};

/** Throws AnswerShapeError, naming the call, when `value` is not what the client's `method` can resolve to. */
export function validateClientResult(method: keyof ApiClient, value: unknown): void {
  const [call, schema] = resultSchemas[method];
  const result = schema.safeParse(value);
  if (!result.success) throw new AnswerShapeError(call, 200, result.error);
}
