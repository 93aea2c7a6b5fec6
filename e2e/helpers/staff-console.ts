import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { createApiClient, type ApiClient } from '../../api-client/client.ts';
import { memoryTokenStore } from '../../api-client/token-store.ts';
import type { RunningSite } from '../support/site-server.ts';

/**
 * The restaurant's side for the console's browser tests: the first owner made with the bootstrap
 * token (as `npm run admin -- staff add` does), staff added by that owner, staff API calls with
 * the owner's personal token, and guests who book and pay through the real guest API.
 */
export interface Restaurant {
  site: RunningSite;
  ownerToken: string;
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

async function asJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function openRestaurant(site: RunningSite, ownerEmail: string): Promise<Restaurant> {
  const made = await fetch(`${site.url}/api/staff/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ownerEmail, name: 'Owner', role: 'owner' }),
  });
  const { token } = await asJson<{ token: string }>(made, 'first owner');
  const call = async <T,>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    asJson<T>(
      await fetch(`${site.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
      `${method} ${path}`,
    );
  // Every day open, and a late seating: tonight's is ahead of a server started at 17:00 Shanghai.
  await call('PUT', '/api/admin/settings/open_weekdays', { value: '0,1,2,3,4,5,6' });
  await call('POST', '/api/admin/seatings', { time: '23:45' });
  return { site, ownerToken: token, call };
}

export const addMember = (restaurant: Restaurant, email: string, role: 'owner' | 'manager' | 'host') =>
  restaurant.call('POST', '/api/staff/members', { email, name: email.split('@')[0], role });

/** The newest one-time code sent to `to`, read from the dev outbox with the owner's token. */
export async function codeSentTo(restaurant: Restaurant, to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const [latest] = await restaurant.call<Array<{ code: string | null }>>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    if (latest?.code) return latest.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code sent to ${to}`);
}

export interface GuestBooking {
  /** The guest's own session (its e-mail verified), for what the guest does next. */
  api: ApiClient;
  code: string;
  date: string;
  time: string;
  email: string;
}

/**
 * A guest books through the guest API (hold, e-mail code, details) and pays by the demo WeChat
 * Pay, as the site's pages do; `time` is the seating's time, `date` the visit's; `lang` the
 * messages' language (English unless said).
 */
export async function guestBooks(
  restaurant: Restaurant,
  guest: { date: string; time: string; pax: number; email: string; first: string; last: string; food?: string; lang?: 'en' | 'zh' },
): Promise<GuestBooking> {
  const { site } = restaurant;
  const api = createApiClient({ baseUrl: site.url, tokenStore: memoryTokenStore() });
  const slots = await api.getSlots(guest.date);
  const slot = slots.slots.find((candidate) => candidate.timeslot === guest.time.replace(':', '') && candidate.area.code === 'counter');
  if (!slot) throw new Error(`no ${guest.time} seating on ${guest.date}: ${JSON.stringify(slots)}`);
  const { code } = await api.startBooking({ d: guest.date, s: slot.seating_id, p: guest.pax });
  await api.sendEmail({ email: guest.email });
  const verified = await api.verifyOtp({ code: await codeSentTo(restaurant, guest.email), to: guest.email, type: 'email' });
  if (verified.status !== 'approved') throw new Error(`guest code not approved: ${JSON.stringify(verified)}`);
  const customer = await api.addCustomer({ first_name: guest.first, last_name: guest.last, gender: 'F', email: guest.email });
  await api.updateBooking({ code, email: guest.email, customer_id: customer.id, food: guest.food ?? null, last_step: 3 });
  const order = await api.wpay({ code, lang: guest.lang ?? 'en' });
  if (!('code_url' in order)) throw new Error(`booking ${code} was already paid`);
  const page = new URL(order.code_url, site.url);
  const paid = await fetch(`${site.url}${page.pathname}${page.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`demo WeChat Pay answered ${paid.status}`);
  await api.checkWx(code);
  return { api, code, date: guest.date, time: guest.time, email: guest.email };
}

/** A guest asks to change or cancel their booking, as my bookings does. */
export async function guestAsks(booking: GuestBooking, type: 'change' | 'cancel', message: string): Promise<void> {
  const { api } = booking;
  const { bookings } = await api.getUserBookings({ email: booking.email });
  const listed = bookings.find((candidate) => candidate.code === booking.code);
  if (!listed?.can_request) throw new Error(`booking ${booking.code} takes no request: ${JSON.stringify(listed)}`);
  await api.bookingRequest({ bid: listed.id, type, message });
}

/** Signs a member in on the console's own page by the code sent to their e-mail. */
export async function signInOnPage(
  page: Page,
  restaurant: Restaurant,
  email: string,
  words: { email: string; send: string; code: string; submit: string },
  base = restaurant.site.url,
): Promise<void> {
  await page.goto(`${base}/staff`);
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: words.send }).click();
  await page.getByLabel(words.code).fill(await codeSentTo(restaurant, email));
  await page.getByRole('button', { name: words.submit, exact: true }).click();
}

type SignInWords = Parameters<typeof signInOnPage>[3] & { tonight: string };

/**
 * Members on their own browsers, each at Tonight: signed in by the code sent to their e-mail the
 * first time, with the session kept after that. Every context opened is added to `contexts`.
 */
export function memberBrowsers(restaurant: Restaurant, browser: () => Browser, contexts: BrowserContext[]) {
  const signedInStates = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
  return async function signedIn(email: string, lang: 'en' | 'zh', words: SignInWords, device: BrowserContextOptions): Promise<Page> {
    const known = signedInStates.get(email);
    const context = await browser().newContext({ ...device, ...(known ? { storageState: known } : {}) });
    contexts.push(context);
    const page = await context.newPage();
    if (known) {
      await page.goto(`${restaurant.site.url}/staff`);
    } else {
      if (lang === 'zh') {
        await page.goto(`${restaurant.site.url}/staff`);
        await page.getByRole('button', { name: '中文' }).click();
      }
      await signInOnPage(page, restaurant, email, words);
    }
    await page.getByRole('heading', { name: words.tonight, level: 1 }).waitFor();
    if (!known) signedInStates.set(email, await context.storageState());
    return page;
  };
}
