import type { Booking } from './booking.ts';
import type { SiteStatus } from './common.ts';
import type { RestaurantCard } from './content.ts';
import type { UserBookingsResponse } from './my-bookings.ts';

/**
 * What the server writes into the site's page so its first paint needs no request: the same
 * answers as get_status and /api/restaurant (and, for the calendar, check_full and check_closed)
 * at the moment the page was served.
 */
export interface BootData {
  status: SiteStatus;
  restaurant: RestaurantCard;
  /** On /booking only: check_full and check_closed for the month the calendar opens on. */
  availability?: MonthAvailabilityAnswer;
  /** On /booking_process/{code} only: fetch_booking of that code, as the guest's session would be answered. */
  booking?: BookingOnPage;
  /**
   * On /my_bookings only: get_user_bookings with nothing posted, as the guest's session would be
   * answered; null when the session proved no contact (the page opens on the code form).
   */
  myBookings?: UserBookingsResponse | null;
}

/** fetch_booking's answer for the code in the page's path: the booking, or null for an unknown code. */
export interface BookingOnPage {
  code: string;
  answer: Booking | null;
}

/** check_full and check_closed of one month ('YYYY-MM'), as answered when the page was served. */
export interface MonthAvailabilityAnswer {
  month: string;
  full: string[];
  closed: string[];
}

/** The site's route whose page carries the calendar's first month. */
export const CALENDAR_PATH = '/booking';

/** The site's route whose page carries the session's bookings. */
export const MY_BOOKINGS_PATH = '/my_bookings';

/** The code in a path of the booking flow's page (/booking_process/{code}), else null. */
export function bookingCodeInPath(path: string): string | null {
  // No code is longer than 64 characters: a longer segment is not echoed into the page.
  const match = /^\/booking_process\/([^/]{1,192})$/.exec(path);
  if (!match) return null;
  try {
    const code = decodeURIComponent(match[1]!);
    return code.length <= 64 ? code : null;
  } catch {
    return null; // a malformed escape is no code
  }
}

/** The `<script type="application/json">` element holding the boot data. */
export const BOOT_DATA_ELEMENT_ID = 'tb-boot';
