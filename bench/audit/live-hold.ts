import { bookableDates } from '../load/restaurant-api.ts';

/** A cookie as the browser keeps it for the audited site. */
export interface BrowserCookie {
  name: string;
  value: string;
  url: string;
  httpOnly: boolean;
}

/** A guest who has just held seats: the session cookies their browser keeps, and the hold's code. */
export interface GuestWithHold {
  code: string;
  cookies: BrowserCookie[];
  /** The same session for the bench's own calls (warm-up): `Authorization: Bearer`. */
  token: string;
}

/** `name=value; Path=/; HttpOnly; …` of one Set-Cookie header. */
function browserCookie(setCookie: string, url: string): BrowserCookie {
  const [pair = '', ...attributes] = setCookie.split(';');
  const equals = pair.indexOf('=');
  return {
    name: pair.slice(0, equals).trim(),
    value: pair.slice(equals + 1).trim(),
    url,
    httpOnly: attributes.some((attribute) => attribute.trim().toLowerCase() === 'httponly'),
  };
}

/** GET /sanctum/csrf-cookie as the site does on a guest's first call: a session and its cookies. */
export async function newGuest(baseUrl: string): Promise<Omit<GuestWithHold, 'code'>> {
  const response = await fetch(`${baseUrl}/sanctum/csrf-cookie`);
  const token = response.headers.get('x-session-token');
  if (!response.ok || !token) throw new Error(`GET /sanctum/csrf-cookie gave no session (${response.status})`);
  return { token, cookies: response.headers.getSetCookie().map((header) => browserCookie(header, baseUrl)) };
}

/**
 * Holds two counter seats on the first bookable date for the guest (POST /api/start_booking with
 * the session's token, which the site's cookie names too). A session keeps one hold, so asking
 * again gives the earlier one up: the guest's hold is always the latest and fresh (30 minutes).
 */
export async function placeHold(baseUrl: string, guest: Omit<GuestWithHold, 'code'>): Promise<GuestWithHold> {
  const [day] = await bookableDates(baseUrl, 8, 1);
  const response = await fetch(`${baseUrl}/api/start_booking`, {
    method: 'POST',
    headers: { authorization: `Bearer ${guest.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ d: day!.date, s: day!.counterSeatings[0], p: 2 }),
  });
  if (!response.ok) throw new Error(`POST /api/start_booking: ${response.status} ${await response.text()}`);
  const { code } = (await response.json()) as { code: string };
  // The hold moved the session to a new token: the cookies and token the browser keeps.
  const token = response.headers.get('x-session-token') ?? guest.token;
  const cookies = response.headers.getSetCookie().map((header) => browserCookie(header, baseUrl));
  const renamed = new Set(cookies.map((cookie) => cookie.name));
  return { token, cookies: [...guest.cookies.filter((cookie) => !renamed.has(cookie.name)), ...cookies], code };
}
