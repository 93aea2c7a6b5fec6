import type { OpenPayLinkRequest, StartBookingRequest, UpdateBookingRequest } from './contract/booking.ts';
import type { ContactRequest } from './contract/content.ts';
import type { Customer, CustomerInput, CustomerLookupRequest, GetCustomerResponse } from './contract/customer.ts';
import { guestEndpoints, type GuestCall } from './contract/guest-endpoints.ts';
import type { AnswerOf } from './contract/route-types.ts';
import type { BookingRequestInput, ConfirmVisitInput, UserBookingsRequest } from './contract/my-bookings.ts';
import type { JoinWaitlistInput } from './contract/waitlist.ts';
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
import { routeUrl } from './route-call.ts';
import type { TokenStore } from './token-store.ts';

/**
 * Checks a successful answer's body against the route table before the caller sees it, throwing
 * when it does not fit (contract/answer-check.ts). May load the schemas on demand.
 */
export type AnswerChecker = (call: GuestCall, body: unknown, status: number) => void | Promise<void>;

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

interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
}


/** get_customer answers `{}` when no customer has the contact. */
const isCustomer = (body: GetCustomerResponse): body is Customer => 'id' in body;

/** The body fetch_booking answers for an unknown code (SPEC §7: "the string 404"). */
const isNotFoundBody = (body: unknown) => body === 404 || body === '404';

/**
 * One typed function per call a guest's browser makes. Method, path and whether the session
 * travels come from the route table (guestEndpoints), the answer's type from its schema. Every
 * failure is thrown as an ApiError.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);

  async function request<C extends GuestCall>(call: C, input: CallInput = {}, acceptStatus?: number[]): Promise<{ status: number; body: AnswerOf<C> }> {
    const { method, scope } = guestEndpoints[call];
    const path = routeUrl(guestEndpoints[call], input);
    const { status, body } =
      method === 'GET' ? await http.get(path, { anonymous: scope === 'public', acceptStatus }) : { status: 200, body: await http.send(method, path, input.body) };
    if (status < 300) await options.checkAnswer?.(call, body, status);
    return { status, body: body as AnswerOf<C> };
  }
  const answer = async <C extends GuestCall>(call: C, input?: CallInput) => (await request(call, input)).body;
  const byDate = (date: string) => ({ query: { date } });

  return {
    getStatus: () => answer('get_status'),
    checkFull: (date: string) => answer('check_full', byDate(date)),
    checkClosed: (date: string) => answer('check_closed', byDate(date)),
    getSlots: (date: string) => answer('get_slots', byDate(date)),
    async csrfCookie(): Promise<void> {
      await options.checkAnswer?.('csrf_cookie', await http.primeSession(), 204);
    },
    async startBooking(body: StartBookingRequest) {
      // Always fresh: the hold is tied to the session, and the XSRF cookie may have rotated.
      await http.primeSession();
      return answer('start_booking', { body });
    },
    sendSms: (body: SendSmsRequest) => answer('send_sms', { body }),
    checkPhone: (body: CheckPhoneRequest) => answer('check_phone', { body }),
    sendEmail: (body: SendEmailRequest) => answer('send_email', { body }),
    checkEmail: (body: CheckEmailRequest) => answer('check_email', { body }),
    verifyOtp: (body: VerifyOtpRequest) => answer('verify_otp', { body }),
    /** The customer for a verified contact, or null when none is known (the API's `{}`). */
    async getCustomer(body: CustomerLookupRequest): Promise<Customer | null> {
      const customer = await answer('get_customer', { body });
      return isCustomer(customer) ? customer : null;
    },
    addCustomer: (body: CustomerInput) => answer('add_customer', { body }),
    updateCustomer: (id: number, body: CustomerInput) => answer('update_customer', { params: { id }, body }),
    /** The booking, or null for an unknown code (the API's "404"). */
    async fetchBooking(code: string) {
      const { status, body } = await request('fetch_booking', { params: { code } }, [404]);
      if (status !== 404) return body;
      // A 404 of another shape is a missing route or a wrong base URL, not an unknown code.
      if (!isNotFoundBody(body)) throw apiErrorFromBody(status, body);
      return null;
    },
    /** The booking as it now is, with its personal fields. */
    updateBooking: (body: UpdateBookingRequest) => answer('update_booking', { body }),
    /** The restaurant's payment link: its secret makes the booking this guest's to pay. */
    openPayLink: (body: OpenPayLinkRequest) => answer('open_pay_link', { body }),
    paymentOptions: () => answer('payment_options'),
    paypalCreate: (body: PaypalCreateRequest) => answer('paypal_create', { body }),
    paypalCapture: (body: PaypalCaptureRequest) => answer('paypal_capture', { body }),
    wpay: (body: WpayRequest) => answer('wpay', { body }),
    wpayJsapi: (body: WpayJsapiRequest) => answer('wpay_jsapi', { body }),
    wpayH5: (body: WpayH5Request) => answer('wpay_h5', { body }),
    alipayCreate: (body: AlipayCreateRequest) => answer('alipay_create', { body }),
    checkWx: (code: string) => answer('check_wx', { params: { code } }),
    alipayVerify: (body: AlipayVerifyRequest) => answer('alipay_verify', { body }),
    getUserBookings: (body: UserBookingsRequest) => answer('get_user_bookings', { body }),
    bookingRequest: (body: BookingRequestInput) => answer('booking_request', { body }),
    confirmVisit: (body: ConfirmVisitInput) => answer('confirm_visit', { body }),
    joinWaitlist: (body: JoinWaitlistInput) => answer('join_waitlist', { body }),
    fetchFaq: () => answer('fetch_faq'),
    restaurant: () => answer('restaurant'),
    contact: (body: ContactRequest) => answer('contact', { body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
