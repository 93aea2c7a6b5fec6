import type { SlotsResponse } from './contract/availability.ts';
import type { Booking, StartBookingRequest, StartBookingResponse, UpdateBookingRequest } from './contract/booking.ts';
import type { SiteStatus } from './contract/common.ts';
import type { FaqItem, ContactRequest, RestaurantCard } from './contract/content.ts';
import type { AddCustomerResponse, Customer, CustomerInput, CustomerLookupRequest } from './contract/customer.ts';
import type { BookingRequestInput, UserBookingsRequest, UserBookingsResponse } from './contract/my-bookings.ts';
import type {
  CheckCustomerResponse,
  CheckEmailRequest,
  CheckPhoneRequest,
  SendCodeResponse,
  SendEmailRequest,
  SendSmsRequest,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from './contract/otp.ts';
import type {
  AlipayCreateRequest,
  AlipayCreateResponse,
  AlipayVerifyRequest,
  AlipayVerifyResponse,
  CheckWxResponse,
  PaymentOptions,
  PaypalCaptureRequest,
  PaypalCaptureResponse,
  PaypalCreateRequest,
  PaypalCreateResponse,
  WpayRequest,
  WpayResponse,
} from './contract/payment.ts';
import { apiErrorFromBody } from './api-error.ts';
import { createHttp } from './http.ts';
import type { TokenStore } from './token-store.ts';

export interface ApiClientOptions {
  /** The API's origin, e.g. 'https://book.example.com'; '' when the page is served by the API. */
  baseUrl: string;
  tokenStore: TokenStore;
  fetch?: typeof fetch;
  /** How long a call may wait for the API before it fails as a network error; 20 s. */
  timeoutMs?: number;
}

const q = (date: string) => `?date=${encodeURIComponent(date)}`;
const seg = (value: string | number) => encodeURIComponent(String(value));

/** The body fetch_booking answers for an unknown code (SPEC §7: "the string 404"). */
const isNotFoundBody = (body: unknown) => body === 404 || body === '404';

/** One typed function per call of SPEC §7. Every failure is thrown as an ApiError. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  const get = async <T>(path: string) => (await http.get<T>(path)).body;
  /** Public reads: the same for every guest, so no session is sent. */
  const read = async <T>(path: string) => (await http.get<T>(path, { anonymous: true })).body;
  const post = <T>(path: string, body: unknown) => http.send<T>('POST', path, body);

  return {
    getStatus: () => read<SiteStatus>('/api/get_status'),
    checkFull: (date: string) => read<string[]>(`/api/check_full${q(date)}`),
    checkClosed: (date: string) => read<string[]>(`/api/check_closed${q(date)}`),
    getSlots: (date: string) => read<SlotsResponse>(`/api/get_slots${q(date)}`),
    csrfCookie: () => http.primeSession(),
    async startBooking(request: StartBookingRequest): Promise<StartBookingResponse> {
      // Always fresh: the hold is tied to the session, and the XSRF cookie may have rotated.
      await http.primeSession();
      return post<StartBookingResponse>('/api/start_booking', request);
    },
    sendSms: (request: SendSmsRequest) => post<SendCodeResponse>('/api/send_sms', request),
    checkPhone: (request: CheckPhoneRequest) => post<CheckCustomerResponse>('/api/check_phone', request),
    sendEmail: (request: SendEmailRequest) => post<SendCodeResponse>('/api/send_email', request),
    checkEmail: (request: CheckEmailRequest) => post<CheckCustomerResponse>('/api/check_email', request),
    verifyOtp: (request: VerifyOtpRequest) => post<VerifyOtpResponse>('/api/verify_otp', request),
    /** The customer for a verified contact, or null when none is known. */
    async getCustomer(request: CustomerLookupRequest): Promise<Customer | null> {
      const body = await post<Customer | Record<string, never> | null | ''>('/api/get_customer', request);
      return body && typeof body === 'object' && 'id' in body ? (body as Customer) : null;
    },
    addCustomer: (input: CustomerInput) => post<AddCustomerResponse>('/api/add_customer', input),
    updateCustomer: (id: number, input: CustomerInput) => http.send<unknown>('PUT', `/api/update_customer/${seg(id)}`, input),
    /** The booking, or null for an unknown code. */
    async fetchBooking(code: string): Promise<Booking | null> {
      const { status, body } = await http.get<Booking | string | number>(`/api/fetch_booking/${seg(code)}`, { acceptStatus: [404] });
      if (isNotFoundBody(body)) return null;
      // A 404 of another shape is a missing route or a wrong base URL, not an unknown code.
      if (status === 404) throw apiErrorFromBody(status, body);
      return body as Booking;
    },
    updateBooking: (request: UpdateBookingRequest) => post<unknown>('/api/update_booking', request),
    paymentOptions: () => get<PaymentOptions>('/api/payment_options'),
    paypalCreate: (request: PaypalCreateRequest) => post<PaypalCreateResponse>('/api/paypal_create', request),
    paypalCapture: (request: PaypalCaptureRequest) => post<PaypalCaptureResponse>('/api/paypal_capture', request),
    wpay: (request: WpayRequest) => post<WpayResponse>('/api/wpay', request),
    alipayCreate: (request: AlipayCreateRequest) => post<AlipayCreateResponse>('/api/alipay_create', request),
    checkWx: (code: string) => get<CheckWxResponse>(`/api/check_wx/${seg(code)}`),
    alipayVerify: (request: AlipayVerifyRequest) => post<AlipayVerifyResponse>('/api/alipay_verify', request),
    getUserBookings: (request: UserBookingsRequest) => post<UserBookingsResponse>('/api/get_user_bookings', request),
    bookingRequest: (request: BookingRequestInput) => post<unknown>('/api/booking_request', request),
    fetchFaq: () => read<FaqItem[]>('/api/fetch_faq'),
    restaurant: () => read<RestaurantCard>('/api/restaurant'),
    contact: (request: ContactRequest) => post<unknown>('/api/contact', request),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
