import { z } from 'zod';
import type { ApiClient } from '../client.ts';
import { AnswerShapeError, answerSchemas, type ApiCall } from './answer-schemas.ts';
import { bookingSchema } from './booking.ts';
import { customerSchema } from './customer.ts';

/**
 * What each ApiClient function resolves to, as a schema: its call's answer, except where the client
 * turns the answer into something else (get_customer's `{}` and fetch_booking's "404" become null,
 * csrf_cookie gives nothing). Lets stand-ins for the client in component tests and stories be held
 * to the same contract as the server.
 */
const resultSchemas: Record<keyof ApiClient, readonly [ApiCall, z.ZodType]> = {
  getStatus: ['get_status', answerSchemas.get_status],
  checkFull: ['check_full', answerSchemas.check_full],
  checkClosed: ['check_closed', answerSchemas.check_closed],
  getSlots: ['get_slots', answerSchemas.get_slots],
  csrfCookie: ['csrf_cookie', z.undefined()],
  startBooking: ['start_booking', answerSchemas.start_booking],
  sendSms: ['send_sms', answerSchemas.send_sms],
  checkPhone: ['check_phone', answerSchemas.check_phone],
  sendEmail: ['send_email', answerSchemas.send_email],
  checkEmail: ['check_email', answerSchemas.check_email],
  verifyOtp: ['verify_otp', answerSchemas.verify_otp],
  getCustomer: ['get_customer', customerSchema.nullable()],
  addCustomer: ['add_customer', answerSchemas.add_customer],
  updateCustomer: ['update_customer', answerSchemas.update_customer],
  fetchBooking: ['fetch_booking', bookingSchema.nullable()],
  updateBooking: ['update_booking', answerSchemas.update_booking],
  paymentOptions: ['payment_options', answerSchemas.payment_options],
  paypalCreate: ['paypal_create', answerSchemas.paypal_create],
  paypalCapture: ['paypal_capture', answerSchemas.paypal_capture],
  wpay: ['wpay', answerSchemas.wpay],
  wpayJsapi: ['wpay_jsapi', answerSchemas.wpay_jsapi],
  wpayH5: ['wpay_h5', answerSchemas.wpay_h5],
  alipayCreate: ['alipay_create', answerSchemas.alipay_create],
  checkWx: ['check_wx', answerSchemas.check_wx],
  alipayVerify: ['alipay_verify', answerSchemas.alipay_verify],
  getUserBookings: ['get_user_bookings', answerSchemas.get_user_bookings],
  bookingRequest: ['booking_request', answerSchemas.booking_request],
  fetchFaq: ['fetch_faq', answerSchemas.fetch_faq],
  restaurant: ['restaurant', answerSchemas.restaurant],
  contact: ['contact', answerSchemas.contact],
};

/** Throws AnswerShapeError, naming the call, when `value` is not what the client's `method` can resolve to. */
export function validateClientResult(method: keyof ApiClient, value: unknown): void {
  const [call, schema] = resultSchemas[method];
  const result = schema.safeParse(value);
  if (!result.success) throw new AnswerShapeError(call, result.error);
}
