import ky, { HTTPError } from 'ky';
import { endpoints, type RouteName } from '../../api-client/contract/endpoints.ts';
import type { StaffMe, StaffRoleName } from '../../api-client/contract/staff-accounts.ts';
import type { ApiErrorBody, BookingOnEvening, EveningOverSeats, Money } from '../../api-client/contract/common.ts';
import { routeUrl } from '../../api-client/route-call.ts';

/** A refusal from the server: its HTTP status, the error key the console translates, and field errors. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly errors: Record<string, string> = {},
    /** An amount refused as too large: the most that may be asked, in its currency. */
    readonly max?: Money,
    /** With evenings_over_seats: the evenings the change would put over their seats, with their bookings. */
    readonly evenings: EveningOverSeats[] = [],
    /** With evening_has_bookings: the bookings a closing would leave on a closed evening. */
    readonly bookings: BookingOnEvening[] = [],
    /** With a 403 for the member's role: the least role that may do it, so the refusal says who can. */
    readonly leastRole?: StaffRoleName,
    /** With a 429: how many seconds until asking again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

/** A console call's input: its path parameters by their names in the table's path, its query and its body. */
export interface StaffCallInput {
  params?: Record<string, string | number | undefined>;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

/** The console's calls by their names in the route table; `T` is the answer as the screen reads it. */
export interface StaffApi {
  get<T>(name: RouteName, input?: StaffCallInput): Promise<T>;
  send<T>(name: RouteName, input?: StaffCallInput): Promise<T>;
  /** Keeps the XSRF token a sign-in (or /me) answered, sent with every write from now on. */
  signedIn(me: StaffMe): void;
}

async function refusal(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new StaffApiError(error.response.status, body.error ?? 'request_failed', body.message ?? error.message, body.errors, body.max, body.evenings, body.bookings, body.least_role, body.retry_after_seconds);
  }
  throw new StaffApiError(0, 'network_error', String(error));
}

/** The console's calls: same origin, its session cookie, and its own XSRF header on writes. */
export function createStaffApi(fetchImpl?: typeof fetch): StaffApi {
  let xsrf = '';
  const http = ky.create({ credentials: 'same-origin', retry: 0, timeout: 15_000, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  return {
    get: <T>(name: RouteName, input: StaffCallInput = {}) => http.get(routeUrl(endpoints[name], input)).json<T>().catch(refusal),
    send: <T>(name: RouteName, { body, ...where }: StaffCallInput = {}) => {
      return http(routeUrl(endpoints[name], where), { method: endpoints[name].method, headers: { 'x-staff-xsrf': xsrf }, ...(body === undefined ? {} : { json: body }) })
        .json<T>()
        .catch(refusal);
    },
    signedIn(me) {
      xsrf = me.xsrf;
    },
  };
}
