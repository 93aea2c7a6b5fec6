import type { StartBookingRequest, UpdateBookingRequest } from './contract/booking.ts';
import type { ContactRequest } from './contract/content.ts';
import type { Customer, CustomerInput, CustomerLookupRequest, GetCustomerResponse } from './contract/customer.ts';
import type { AnswerOf, ApiCall } from './contract/answer-schemas.ts';
import type { BookingRequestInput, UserBookingsRequest } from './contract/my-bookings.ts';
import type { CheckEmailRequest, CheckPhoneRequest, SendEmailRequest, SendSmsRequest, VerifyOtpRequest } from './contract/otp.ts';
import type {
  AlipayCreateRequest,
  AlipayVerifyRequest,
  PaypalCaptureRequest,
  PaypalCreateRequest,
  WpayH5Request,
  WpayJsapiRequest,
  WpayRequest,
} from './contract/payment.ts';
import { apiErrorFromBody } from './api-error.ts';
import { createHttp } from './http.ts';
import type { TokenStore } from './token-store.ts';

/**
 * Checks a successful answer's body against the contract before the caller sees it, throwing when
 * it does not fit (contract/answer-schemas.ts: validateAnswers). May load the schemas on demand.
 */
export type AnswerChecker = (call: ApiCall, body: unknown) => void | Promise<void>;

export interface ApiClientOptions {
  /** The API's origin, e.g. 'https://book.example.com'; '' when the page is served by the API. */
  baseUrl: string;
  tokenStore: TokenStore;
  fetch?: typeof fetch;
  /** How long a call may wait for the API before it fails as a network error; 20 s. */
  timeoutMs?: number;
  /** Given in development and tests (checked-client.ts), never in production: zod stays out of the bundle. */
  checkAnswer?: AnswerChecker;
}

const q = (date: string) => `?date=${encodeURIComponent(date)}`;
const seg = (value: string | number) => encodeURIComponent(String(value));

/** get_customer answers `{}` when no customer has the contact. */
const isCustomer = (body: GetCustomerResponse): body is Customer => 'id' in body;

/** The body fetch_booking answers for an unknown code (SPEC §7: "the string 404"). */
const isNotFoundBody = (body: unknown) => body === 404 || body === '404';

/**
 * One typed function per call of SPEC §7. Every failure is thrown as an ApiError. Each answer's
 * type is the contract's schema of that call (AnswerOf), checked at run time when `checkAnswer` is given.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  /** The body as the call's answer: checked first when a checker was given, else taken on trust. */
  const answer = async <C extends ApiCall>(call: C, body: unknown): Promise<AnswerOf<C>> => {
    await options.checkAnswer?.(call, body);
    return body as AnswerOf<C>;
  };
  const get = async <C extends ApiCall>(call: C, path: string) => answer(call, (await http.get(path)).body);
  /** Public reads: the same for every guest, so no session is sent. */
  const read = async <C extends ApiCall>(call: C, path: string) => answer(call, (await http.get(path, { anonymous: true })).body);
  const send = async <C extends ApiCall>(call: C, method: 'POST' | 'PUT', path: string, body: unknown) =>
    answer(call, await http.send(method, path, body));
  const post = <C extends ApiCall>(call: C, path: string, body: unknown) => send(call, 'POST', path, body);

  return {
    getStatus: () => read('get_status', '/api/get_status'),
    checkFull: (date: string) => read('check_full', `/api/check_full${q(date)}`),
    checkClosed: (date: string) => read('check_closed', `/api/check_closed${q(date)}`),
    getSlots: (date: string) => read('get_slots', `/api/get_slots${q(date)}`),
    async csrfCookie(): Promise<void> {
      await answer('csrf_cookie', await http.primeSession());
    },
    async startBooking(request: StartBookingRequest) {
      // Always fresh: the hold is tied to the session, and the XSRF cookie may have rotated.
      await http.primeSession();
      return post('start_booking', '/api/start_booking', request);
    },
    sendSms: (request: SendSmsRequest) => post('send_sms', '/api/send_sms', request),
    checkPhone: (request: CheckPhoneRequest) => post('check_phone', '/api/check_phone', request),
    sendEmail: (request: SendEmailRequest) => post('send_email', '/api/send_email', request),
    checkEmail: (request: CheckEmailRequest) => post('check_email', '/api/check_email', request),
    verifyOtp: (request: VerifyOtpRequest) => post('verify_otp', '/api/verify_otp', request),
    /** The customer for a verified contact, or null when none is known (the API's `{}`). */
    async getCustomer(request: CustomerLookupRequest): Promise<Customer | null> {
      const body = await post('get_customer', '/api/get_customer', request);
      return isCustomer(body) ? body : null;
    },
    addCustomer: (input: CustomerInput) => post('add_customer', '/api/add_customer', input),
    updateCustomer: (id: number, input: CustomerInput) => send('update_customer', 'PUT', `/api/update_customer/${seg(id)}`, input),
    /** The booking, or null for an unknown code (the API's "404"). */
    async fetchBooking(code: string) {
      const { status, body } = await http.get(`/api/fetch_booking/${seg(code)}`, { acceptStatus: [404] });
      // A 404 of another shape is a missing route or a wrong base URL, not an unknown code.
      if (status === 404 && !isNotFoundBody(body)) throw apiErrorFromBody(status, body);
      const booking = await answer('fetch_booking', body);
      return booking === '404' ? null : booking;
    },
    /** The booking as it now is, with its personal fields. */
    updateBooking: (request: UpdateBookingRequest) => post('update_booking', '/api/update_booking', request),
    paymentOptions: () => get('payment_options', '/api/payment_options'),
    paypalCreate: (request: PaypalCreateRequest) => post('paypal_create', '/api/paypal_create', request),
    paypalCapture: (request: PaypalCaptureRequest) => post('paypal_capture', '/api/paypal_capture', request),
    wpay: (request: WpayRequest) => post('wpay', '/api/wpay', request),
    wpayJsapi: (request: WpayJsapiRequest) => post('wpay_jsapi', '/api/wpay_jsapi', request),
    wpayH5: (request: WpayH5Request) => post('wpay_h5', '/api/wpay_h5', request),
    alipayCreate: (request: AlipayCreateRequest) => post('alipay_create', '/api/alipay_create', request),
    checkWx: (code: string) => get('check_wx', `/api/check_wx/${seg(code)}`),
    alipayVerify: (request: AlipayVerifyRequest) => post('alipay_verify', '/api/alipay_verify', request),
    getUserBookings: (request: UserBookingsRequest) => post('get_user_bookings', '/api/get_user_bookings', request),
    bookingRequest: (request: BookingRequestInput) => post('booking_request', '/api/booking_request', request),
    fetchFaq: () => read('fetch_faq', '/api/fetch_faq'),
    restaurant: () => read('restaurant', '/api/restaurant'),
    contact: (request: ContactRequest) => post('contact', '/api/contact', request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
