import type { SlotsResponse } from '../../api-client/contract/availability.ts';

/** The few calls the bench makes to prepare its load: found dates, sessions, admin settings. */
export interface BookableSlots {
  date: string;
  /** Chef's-counter seatings of that date, in slot order. */
  counterSeatings: number[];
}

const shanghaiDate = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Open dates at least `fromDay` days ahead whose counter seatings can all be booked, first `count`. */
export async function bookableDates(url: string, fromDay: number, count: number): Promise<BookableSlots[]> {
  const found: BookableSlots[] = [];
  for (let offset = fromDay; offset < fromDay + 40 && found.length < count; offset += 1) {
    const date = shanghaiDate(offset);
    const response = await fetch(`${url}/api/get_slots?date=${date}`);
    const { slots } = (await response.json()) as SlotsResponse;
    const counter = slots.filter((slot) => slot.area.code === 'counter' && slot.available > 0);
    if (counter.length > 0) found.push({ date, counterSeatings: counter.map((slot) => slot.seating_id) });
  }
  if (found.length < count) throw new Error('the demo restaurant has no bookable dates ahead');
  return found;
}

/** A guest session as a cross-site embed holds it: the token of GET /sanctum/csrf-cookie. */
export async function newSessionToken(url: string): Promise<string> {
  const response = await fetch(`${url}/sanctum/csrf-cookie`);
  const token = response.headers.get('x-session-token');
  if (!token) throw new Error(`GET /sanctum/csrf-cookie gave no x-session-token (${response.status})`);
  return token;
}

/** The admin API (`npm run admin -- settings set KEY VALUE`). */
export async function setAdminSetting(url: string, adminToken: string, key: string, value: string | number): Promise<void> {
  const response = await fetch(`${url}/api/admin/settings/${key}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  if (!response.ok) throw new Error(`admin settings ${key}: ${response.status} ${await response.text()}`);
}
