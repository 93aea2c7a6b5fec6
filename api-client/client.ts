import { bookingCalls } from './calls/booking-calls.ts';
import { contactCalls } from './calls/contact-calls.ts';
import type { CallInput, GuestCaller } from './calls/guest-caller.ts';
import { partyCalls } from './calls/party-calls.ts';
import { paymentCalls } from './calls/payment-calls.ts';
import { watchSeats } from './calls/seat-watch.ts';
import type { StartBookingRequest } from './contract/booking.ts';
import type { ContactRequest } from './contract/content.ts';
import { guestEndpoints, type GuestCall } from './contract/guest-endpoints.ts';
import type { AnswerOf } from './contract/route-types.ts';
import type { JoinWaitlistInput } from './contract/waitlist.ts';
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
      method === 'GET'
        ? await http.get(path, { anonymous: scope === 'public', acceptStatus, revalidate: input.revalidate ?? false })
        : { status: 200, body: await http.send(method, path, input.body) };
    if (status < 300) await options.checkAnswer?.(call, body, status);
    return { status, body: body as AnswerOf<C> };
  }
  const answer = async <C extends GuestCall>(call: C, input?: CallInput) => (await request(call, input)).body;
  const caller: GuestCaller = { request, answer };
  const byDate = (date: string) => ({ query: { date } });

  return {
    getStatus: () => answer('get_status'),
    checkFull: (date: string) => answer('check_full', byDate(date)),
    checkClosed: (date: string) => answer('check_closed', byDate(date)),
    /** `revalidate`: the seats were heard to change (watchSeats), so no copy the browser holds will do. */
    getSlots: (date: string, revalidate = false) => answer('get_slots', { ...byDate(date), revalidate }),
    /** Calls `onChange` when `date`'s free seats may have changed; answers how to stop. */
    watchSeats: (date: string, onChange: () => void) => watchSeats(options.baseUrl, date, onChange),
    async csrfCookie(): Promise<void> {
      await options.checkAnswer?.('csrf_cookie', await http.primeSession(), 204);
    },
    async startBooking(body: StartBookingRequest) {
      // Always fresh: the hold is tied to the session, and the XSRF cookie may have rotated.
      await http.primeSession();
      return answer('start_booking', { body });
    },
    ...contactCalls(caller),
    ...bookingCalls(caller),
    ...paymentCalls(caller),
    ...partyCalls(caller),
    /** The session ends on the server, and this browser forgets its token: the next call is a new guest. */
    async logOut() {
      const done = await answer('log_out');
      options.tokenStore.clear();
      return done;
    },
    joinWaitlist: (body: JoinWaitlistInput) => answer('join_waitlist', { body }),
    fetchFaq: () => answer('fetch_faq'),
    restaurant: () => answer('restaurant'),
    contact: (body: ContactRequest) => answer('contact', { body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
