import { createCheckedApiClient, sessionTokenStore, type ApiClient, type TokenStore } from '../../../api-client/index.ts';
import type { BootData } from '../../../api-client/contract/boot.ts';
import type { RestaurantCard } from '../../../api-client/contract/content.ts';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { handout, type Handout } from '../../../widget/app/handout.ts';
import { monthHandout, type MonthHandout } from '../../../widget/app/month-answers.ts';

/** Everything the site asks the server: the shared API client, plus the restaurant's public card. */
export interface SiteApi {
  client: ApiClient;
  restaurantCard(): Promise<RestaurantCard>;
  /** Answers the server wrote into the page; what is here is not asked for again on start. */
  boot?: Partial<BootData>;
  /** The calendar month the page carries (boot availability), handed to the calendar once. */
  openingMonth?: MonthHandout;
  /** The booking of /booking_process/{code}, asked for with the page's code (app/pages.ts), handed to the flow once. */
  openingBooking?: Handout<Booking | null>;
}

export interface SiteApiOptions {
  /** '' when the site is served by the API (npm start, and Vite's proxy in dev). */
  baseUrl?: string;
  tokenStore?: TokenStore;
  fetch?: typeof fetch;
  boot?: Partial<BootData>;
}

export function createSiteApi(options: SiteApiOptions = {}): SiteApi {
  const baseUrl = options.baseUrl ?? '';
  const fetcher = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const client = createCheckedApiClient({ baseUrl, tokenStore: options.tokenStore ?? sessionTokenStore(), fetch: fetcher });
  const openingMonth = monthHandout();
  const carried = options.boot?.availability;
  if (carried) openingMonth.give(carried.month, { full: carried.full, closed: carried.closed });
  return { client, restaurantCard: () => client.restaurant(), boot: options.boot ?? {}, openingMonth, openingBooking: handout() };
}
