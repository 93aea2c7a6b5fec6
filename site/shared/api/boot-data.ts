import { BOOT_DATA_ELEMENT_ID, type BookingOnPage, type BootData, type MonthAvailabilityAnswer } from '../../../api-client/contract/boot.ts';
import type { Booking } from '../../../api-client/contract/booking.ts';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import type { RestaurantCard } from '../../../api-client/contract/content.ts';
import { isBookingRules } from '../../../api-client/rules/booking-rules.ts';

const STATUSES = new Set(['live', 'closed', 'maintenance']);

/** A card with its texts and every booking rule within its limits: the calendar must not run on a broken horizon. */
const isCard = (value: unknown): value is RestaurantCard =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RestaurantCard).name_en === 'string' &&
  typeof (value as RestaurantCard).registration_en === 'string' &&
  isBookingRules((value as RestaurantCard).booking_rules);

const isDateList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((day) => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day));

const isAvailability = (value: unknown): value is MonthAvailabilityAnswer => {
  const { month, full, closed } = (value ?? {}) as Record<string, unknown>;
  return typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) && isDateList(full) && isDateList(closed);
};

/** A booking with what the flow reads before anything else: its code, state, seats and hold. */
const isBooking = (value: unknown): value is Booking => {
  const booking = (value ?? {}) as Record<string, unknown>;
  return (
    typeof booking.code === 'string' &&
    typeof (booking.status as Booking['status'] | undefined)?.name === 'string' &&
    typeof booking.booking_date === 'string' &&
    typeof booking.pax === 'number' &&
    typeof booking.created_at === 'string' &&
    typeof booking.hold_expires_at === 'string' &&
    typeof booking.last_step === 'number' &&
    typeof booking.personal === 'boolean'
  );
};

/** get_user_bookings' answer: the customer welcomed (or null) and a list of bookings. */
const isMyBookings = (value: unknown): value is UserBookingsResponse => {
  const { customer, bookings } = (value ?? {}) as Record<string, unknown>;
  const listed = (booking: unknown) => typeof (booking as { code?: unknown } | null)?.code === 'string';
  return typeof customer === 'object' && Array.isArray(bookings) && bookings.every(listed);
};

const isBookingOnPage = (value: unknown): value is BookingOnPage => {
  const { code, answer } = (value ?? {}) as Record<string, unknown>;
  return typeof code === 'string' && (answer === null || isBooking(answer));
};

/**
 * The status, the restaurant card, (on /booking) the calendar's first month and (on
 * /booking_process/{code}) that code's booking and (on /my_bookings) the session's bookings that the server wrote into the page (server/web/boot-data.ts), each only if present and well formed; what is
 * missing (the dev server, a page served while the database was down) is asked of the API.
 */
export function readBootData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Partial<BootData> {
  const text = doc?.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  const { status, restaurant, availability, booking, myBookings } = (data ?? {}) as Record<string, unknown>;
  return {
    ...(typeof status === 'string' && STATUSES.has(status) ? { status: status as BootData['status'] } : {}),
    ...(isCard(restaurant) ? { restaurant } : {}),
    ...(isAvailability(availability) ? { availability } : {}),
    ...(isBookingOnPage(booking) ? { booking } : {}),
    ...(myBookings === null || isMyBookings(myBookings) ? { myBookings } : {}),
  };
}
