/**
 * The booking rules the restaurant can change with `npm run admin -- settings set KEY N`. The
 * server sends them in the restaurant's card (GET /api/restaurant and the site's boot data), so
 * the widget shows and checks the same numbers the server enforces instead of compiled-in copies.
 */
export interface BookingRules {
  /** The last bookable day is today + horizon_days (restaurant dates). */
  horizon_days: number;
  /** Seconds a guest waits before asking for another verification code. */
  otp_resend_seconds: number;
  /** Minutes seats are held for an unpaid booking. */
  hold_minutes: number;
  /** A change or cancel request needs the visit at least this many days after today. */
  change_cancel_min_days: number;
  /** Largest party that can book online; bigger parties call the restaurant. */
  max_party_size: number;
}

export type BookingRuleKey = keyof BookingRules;

/**
 * The whole numbers each rule may take, checked by the server's settings and the admin command,
 * and by the site when it reads the rules from its page. A resend delay of 0 lets tests ask
 * codes back to back; the hold and the resend delay stay under a day, the horizon under a year.
 */
export const BOOKING_RULE_LIMITS: Readonly<Record<BookingRuleKey, { min: number; max: number }>> = {
  horizon_days: { min: 1, max: 365 },
  otp_resend_seconds: { min: 0, max: 3600 },
  hold_minutes: { min: 1, max: 1440 },
  change_cancel_min_days: { min: 0, max: 365 },
  max_party_size: { min: 1, max: 50 },
};

/** The setting keys behind BookingRules, in the order the admin usage lists them. */
export const BOOKING_RULE_KEYS = Object.keys(BOOKING_RULE_LIMITS) as BookingRuleKey[];

/** Whether `value` is a whole number the rule `key` may take. */
export function isRuleValue(key: BookingRuleKey, value: unknown): value is number {
  const { min, max } = BOOKING_RULE_LIMITS[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Whether `value` carries every rule within its limits (the site checks its boot data with it). */
export function isBookingRules(value: unknown): value is BookingRules {
  if (typeof value !== 'object' || value === null) return false;
  return BOOKING_RULE_KEYS.every((key) => isRuleValue(key, (value as Record<string, unknown>)[key]));
}

/** The rules out of the restaurant's settings (which hold more than the card shows). */
export function bookingRulesOf(settings: BookingRules): BookingRules {
  return {
    horizon_days: settings.horizon_days,
    otp_resend_seconds: settings.otp_resend_seconds,
    hold_minutes: settings.hold_minutes,
    change_cancel_min_days: settings.change_cancel_min_days,
    max_party_size: settings.max_party_size,
  };
}
