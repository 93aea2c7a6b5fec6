import type { BookingStatusName } from '../../api-client/contract/booking.ts';
import type { Queryable } from '../db/database.ts';

/** A booking with its seating, and the contacts of its customer (for ownership checks). */
export interface BookingRecord {
  id: number;
  code: string;
  booking_date: string;
  pax: number;
  status: BookingStatusName;
  /** As text: bigint ids come back as strings from pg. */
  session_id: string | null;
  customer_id: number | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  /** False when the booker gave the e-mail without proving it (booking-access.ts: what it then opens). */
  email_verified: boolean;
  notes: string;
  food: string;
  occasion: string;
  last_step: number;
  price_fen: number;
  hold_minutes: number;
  created_at: Date;
  hold_expires_at: Date;
  paid_at: Date | null;
  revision: number;
  seating_id: number;
  /** The first of the party's adjacent seat numbers; null in an exclusive area or not yet placed. */
  first_seat: number | null;
  /** Seated without booking ahead. */
  walk_in: boolean;
  timeslot_id: number;
  timeslot: string;
  area_code: string;
  area_name_en: string;
  area_name_zh: string;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_gender: 'M' | 'F' | null;
  /** '86 13800138000', as sessions record verified phones. */
  customer_phone: string | null;
  customer_email: string | null;
}

export const SELECT_BOOKING = `
  select b.id, b.code, b.booking_date, b.pax, b.status, b.session_id::text as session_id, b.customer_id,
         b.country, b.phone, b.email, b.email_verified, b.notes, b.food, b.occasion, b.last_step, b.price_fen, b.hold_minutes,
         b.created_at, b.hold_expires_at, b.paid_at, b.revision, b.seating_id, b.first_seat, b.walk_in, t.id as timeslot_id, t.name as timeslot,
         a.code as area_code, a.name_en as area_name_en, a.name_zh as area_name_zh,
         c.first_name as customer_first_name, c.last_name as customer_last_name, c.gender as customer_gender,
         case when c.phone is null then null else coalesce(k.calling_code, '86') || ' ' || c.phone end as customer_phone,
         lower(c.email) as customer_email
  from bookings b
  join seatings s on s.id = b.seating_id
  join timeslots t on t.id = s.timeslot_id
  join areas a on a.id = s.area_id
  left join customers c on c.id = b.customer_id
  left join countries k on k.id = c.country_code_id`;

export async function findBookingByCode(db: Queryable, code: string): Promise<BookingRecord | null> {
  const { rows } = await db.query<BookingRecord>(`${SELECT_BOOKING} where b.code = $1`, [code]);
  return rows[0] ?? null;
}

export async function findBookingById(db: Queryable, id: number, lock = false): Promise<BookingRecord | null> {
  const { rows } = await db.query<BookingRecord>(`${SELECT_BOOKING} where b.id = $1${lock ? ' for update of b' : ''}`, [id]);
  return rows[0] ?? null;
}

/** A hold past its time limit and unpaid: its seats are free again. */
export function isExpired(booking: Pick<BookingRecord, 'status' | 'hold_expires_at'>, now: Date): boolean {
  return booking.status === 'hold' && booking.hold_expires_at.getTime() <= now.getTime();
}

/** The language the guest's messages about the booking are written in, from the page they paid on. */
export async function setBookingLanguage(db: Queryable, bookingId: number, lang: 'en' | 'zh'): Promise<void> {
  await db.query('update bookings set lang = $2 where id = $1', [bookingId, lang]);
}
