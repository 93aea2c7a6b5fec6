import type { ApiClient } from '../client.ts';
import type { BootData } from '../contract/boot.ts';
import type { UserBookingsResponse } from '../contract/my-bookings.ts';
import { ApiError } from '../api-error.ts';
import type { Resource, ResourceCache } from './resource-cache.ts';

/** check_full and check_closed of one month. */
export interface MonthAnswer {
  full: string[];
  closed: string[];
}

/**
 * The server data the site and the widget show, each under one key: a view and the page's boot
 * data name the same answer the same way. Keys of a kind share a prefix to drop them together.
 */
export const resources = {
  status: (api: ApiClient) => ({ key: 'status', ask: () => api.getStatus() }),
  restaurant: (api: ApiClient) => ({ key: 'restaurant', ask: () => api.restaurant() }),
  /** `month` is 'YYYY-MM'. */
  month: (api: ApiClient, month: string): Resource<MonthAnswer> => ({
    key: `month/${month}`,
    fresh: true,
    ask: async () => {
      const first = `${month}-01`;
      const [full, closed] = await Promise.all([api.checkFull(first), api.checkClosed(first)]);
      return { full, closed };
    },
  }),
  slots: (api: ApiClient, date: string) => ({ key: `slots/${date}`, fresh: true, ask: () => api.getSlots(date) }),
  /** null is "no such booking". */
  booking: (api: ApiClient, code: string) => ({ key: `booking/${code}`, fresh: true, ask: () => api.fetchBooking(code) }),
  paymentOptions: (api: ApiClient) => ({ key: 'payment-options', fresh: true, ask: () => api.paymentOptions() }),
  faq: (api: ApiClient) => ({ key: 'faq', fresh: true, ask: () => api.fetchFaq() }),
  /** get_user_bookings with nothing posted; null when the session proved no contact yet. */
  sessionBookings: (api: ApiClient): Resource<UserBookingsResponse | null> => ({
    key: 'my-bookings',
    fresh: true,
    ask: () => api.getUserBookings({}).catch((error: unknown) => {
      if (error instanceof ApiError && error.error === 'contact_not_verified') return null;
      throw error;
    }),
  }),
} satisfies Record<string, (api: ApiClient, arg: string) => Resource<unknown>>;

/** What a calendar or a flow shows goes stale when seats are taken: asked again, or dropped. */
export const SEAT_KEYS = ['month/', 'slots/'] as const;

/** Puts the answers the server wrote into the page into the cache, under the keys views ask by. */
export function primeFromBoot(cache: ResourceCache, boot: Partial<BootData>): void {
  if (boot.status) cache.prime('status', boot.status);
  if (boot.restaurant) cache.prime('restaurant', boot.restaurant);
  if (boot.availability) cache.prime(`month/${boot.availability.month}`, { full: boot.availability.full, closed: boot.availability.closed });
  if (boot.booking) cache.prime(`booking/${boot.booking.code}`, boot.booking.answer);
  if (boot.myBookings !== undefined) cache.prime('my-bookings', boot.myBookings);
}
