import type { Report } from '../../api-client/contract/staff-reports.ts';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { BookingDetails } from '../../api-client/contract/staff-actions.ts';
import type { AuditEntryView, PasskeyView, PersonalTokenView, StaffMemberView } from '../../api-client/contract/staff-accounts.ts';
import type { z } from 'zod';
import type { seatingsOverviewSchema, storedTextSchema } from '../../api-client/contract/restaurant-setup.ts';
import type { closedDateSchema, staffFaqItemSchema } from '../../api-client/contract/staff.ts';
import type { Enquiry } from '../../api-client/contract/staff-enquiries.ts';
import type { GuestProfile, GuestVisits } from '../../api-client/contract/staff-guests.ts';
import type { Tonight } from '../../api-client/contract/staff-service.ts';
import type { WaitlistEntry } from '../../api-client/contract/waitlist.ts';

/** A waitlist entry as the console reads it: its times as sent. */
export type ListedWaitlistEntry = Omit<WaitlistEntry, 'created_at' | 'notified_at'> & { created_at: string; notified_at: string | null };
import { ResourceCache, type Resource, type ResourceState } from '../../api-client/resources/resource-cache.ts';
import { useResource } from '../../api-client/resources/use-resource.ts';
import { addDays } from '../../api-client/rules/restaurant-date.ts';
import type { BookEntry } from '../features/book/book-list.tsx';
import type { GuestRequest } from '../features/inbox/request-item.tsx';
import { useStaffEvents } from './staff-events.ts';
import { StaffApiError, type StaffApi } from './staff-api.ts';

type SeatingsOverview = z.infer<typeof seatingsOverviewSchema>;
export type ClosedDate = z.infer<typeof closedDateSchema>;
export type StoredText = z.infer<typeof storedTextSchema>;
export type FaqItem = z.infer<typeof staffFaqItemSchema>;
type Settings = Record<string, string | number> & { status: 'live' | 'closed' | 'maintenance' };

/** What the audit is narrowed to: a booking code, a member's e-mail, a day (YYYY-MM-DD); empty for all. */
export interface AuditFilter {
  booking?: string;
  actor?: string;
  day?: string;
}

/** One day's bookings, each with the date it is for. */
const day = (api: StaffApi, date: string) =>
  api.get<Omit<BookEntry, 'date'>[]>('admin_bookings', { query: { date } }).then((rows) => rows.map((row) => ({ ...row, date })));

/**
 * The server data the console shows, each under one key of the shared resource cache. Everything
 * about bookings is `fresh` (asked again when shown again) and shares a prefix in BOOKING_KEYS.
 */
export const staffResources = {
  tonight: (api: StaffApi): Resource<Tonight> => ({ key: 'tonight', fresh: true, ask: () => api.get<Tonight>('staff_tonight') }),
  report: (api: StaffApi, from: string, to: string): Resource<Report> => ({
    key: `report/${from}/${to}`,
    fresh: true,
    ask: () => api.get<Report>('admin_report', { query: { from, to } }),
  }),
  evening: (api: StaffApi, date: string): Resource<Tonight> => ({
    key: `tonight/${date}`,
    fresh: true,
    ask: () => api.get<Tonight>('staff_tonight', date ? { query: { date } } : {}),
  }),
  book: (api: StaffApi, span: 'day' | 'week', date: string): Resource<BookEntry[]> => ({
    key: `book/${span}/${date}`,
    fresh: true,
    ask: async () => (await Promise.all(Array.from({ length: span === 'day' ? 1 : 7 }, (_, i) => day(api, addDays(date, i))))).flat(),
  }),
  booking: (api: StaffApi, code: string): Resource<BookingDetails> => ({
    key: `booking/${code}`,
    fresh: true,
    ask: () => api.get<BookingDetails>('admin_booking', { params: { code: code } }),
  }),
  requests: (api: StaffApi, open: boolean): Resource<GuestRequest[]> => ({
    key: `requests/${open ? 'open' : 'all'}`,
    fresh: true,
    ask: () => api.get<GuestRequest[]>('admin_requests', { query: { open: String(open) } }),
  }),
  members: (api: StaffApi): Resource<StaffMemberView[]> => ({ key: 'people/members', ask: () => api.get<StaffMemberView[]>('staff_members') }),
  tokens: (api: StaffApi): Resource<PersonalTokenView[]> => ({ key: 'people/tokens', ask: () => api.get<PersonalTokenView[]>('staff_tokens') }),
  memberPasskeys: (api: StaffApi, email: string): Resource<PasskeyView[]> => ({
    key: `people/passkeys/${email}`,
    ask: () => api.get<PasskeyView[]>('staff_member_passkeys', { params: { email } }),
  }),
  guests: (api: StaffApi, search: string): Resource<GuestProfile[]> => ({
    key: `guests/${search}`,
    fresh: true,
    ask: () => api.get<GuestProfile[]>('staff_guests', { query: { search } }),
  }),
  guestVisits: (api: StaffApi, id: number): Resource<GuestVisits> => ({
    key: `guests/visits/${id}`,
    fresh: true,
    ask: () => api.get<GuestVisits>('staff_guest_visits', { params: { id: String(id) } }),
  }),
  enquiries: (api: StaffApi, open: boolean): Resource<Enquiry[]> => ({
    key: `enquiries/${open ? 'open' : 'all'}`,
    fresh: true,
    ask: () => api.get<Enquiry[]>('staff_enquiries', { query: { open: String(open) } }),
  }),
  passkeys: (api: StaffApi): Resource<PasskeyView[]> => ({ key: 'passkeys', ask: () => api.get<PasskeyView[]>('staff_passkeys') }),
  audit: (api: StaffApi, filter: AuditFilter = {}): Resource<AuditEntryView[]> => {
    const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
    return { key: `audit/${new URLSearchParams(query).toString()}`, fresh: true, ask: () => api.get<AuditEntryView[]>('staff_audit', { query: { limit: '100', ...query } }) };
  },
  seatings: (api: StaffApi): Resource<SeatingsOverview> => ({ key: 'seatings', ask: () => api.get<SeatingsOverview>('admin_seatings') }),
  settings: (api: StaffApi): Resource<Settings> => ({ key: 'settings', ask: () => api.get<Settings>('admin_settings') }),
  identity: (api: StaffApi): Resource<Record<string, unknown>> => ({ key: 'restaurant/identity', ask: () => api.get<Record<string, unknown>>('admin_restaurant') }),
  closedDates: (api: StaffApi): Resource<ClosedDate[]> => ({ key: 'restaurant/closed', ask: () => api.get<ClosedDate[]>('admin_closed_dates') }),
  texts: (api: StaffApi): Resource<StoredText[]> => ({ key: 'restaurant/texts', ask: () => api.get<StoredText[]>('admin_texts') }),
  faq: (api: StaffApi): Resource<FaqItem[]> => ({ key: 'restaurant/faq', ask: () => api.get<FaqItem[]>('admin_faq') }),
  waitlist: (api: StaffApi, date: string): Resource<ListedWaitlistEntry[]> => ({
    key: `book/waitlist/${date}`,
    fresh: true,
    ask: () => api.get<ListedWaitlistEntry[]>('admin_waitlist', { query: { date } }),
  }),
};

/** What a change to any booking makes stale. */
export const BOOKING_KEYS = ['tonight', 'report/', 'book/', 'booking/', 'requests/', 'audit', 'guests/'] as const;

const CacheContext = createContext<ResourceCache | null>(null);

/** The console's one cache; a change to bookings or enquiries anywhere (the server's events) asks again what is shown. */
export function ConsoleData({ cache, live = true, children }: { cache?: ResourceCache; live?: boolean; children: ReactNode }) {
  const [own] = useState(() => cache ?? new ResourceCache());
  useStaffEvents({ bookings: () => void invalidateBookings(own), enquiries: () => void own.invalidate('enquiries/') }, live);
  return <CacheContext.Provider value={own}>{children}</CacheContext.Provider>;
}

export function invalidateBookings(cache: ResourceCache): Promise<void> {
  return Promise.all(BOOKING_KEYS.map((prefix) => cache.invalidate(prefix))).then(() => undefined);
}

export function useConsoleCache(): ResourceCache {
  const cache = useContext(CacheContext);
  if (!cache) throw new Error('a console screen is rendered outside <ConsoleData>');
  return cache;
}

export type StaffResourceState<T> = { data: T | undefined; error: StaffApiError | undefined; reload(): void };

const asStaffError = (error: unknown) => (error instanceof StaffApiError ? error : new StaffApiError(0, 'network_error', String(error)));

/** A console view's read: the data once known, or why it failed, from the shared cache. */
export function useStaffResource<T>(resource: Resource<T>): StaffResourceState<T> {
  const state: ResourceState<T> & { reload(): void } = useResource(useConsoleCache(), resource);
  return {
    data: state.status === 'ready' ? state.value : undefined,
    error: state.status === 'error' ? asStaffError(state.error) : undefined,
    reload: state.reload,
  };
}

/** After a staff action: everything about bookings that is shown is asked again. */
export function useBookingsChanged(): () => Promise<void> {
  const cache = useConsoleCache();
  return useCallback(() => invalidateBookings(cache), [cache]);
}

/** Forces a re-read of a key prefix (the people screen after a change). */
export function useInvalidate(): (prefix: string) => Promise<void> {
  const cache = useConsoleCache();
  return useCallback((prefix: string) => cache.invalidate(prefix), [cache]);
}
