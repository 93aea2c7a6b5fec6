import { describe, expect, it } from 'vitest';
import type { StartBookingRefusalKey, UpdateBookingRefusalKey } from '../../api-client/contract/booking.ts';
import type { CustomerErrorKey } from '../../api-client/contract/customer.ts';
import type { BookingRequestRefusalKey } from '../../api-client/contract/my-bookings.ts';
import type { LookupLimitKey, OtpCodeRefusalKey, OtpDeliveryKey, OtpLimitKey } from '../../api-client/contract/otp.ts';
import type { PaymentRefusalKey } from '../../api-client/contract/payment.ts';
import { createI18n, errorText } from './i18n.ts';

type WidgetRefusalKey =
  | StartBookingRefusalKey
  | UpdateBookingRefusalKey
  | CustomerErrorKey
  | BookingRequestRefusalKey
  | OtpLimitKey
  | LookupLimitKey
  | OtpCodeRefusalKey
  | OtpDeliveryKey
  | PaymentRefusalKey;

/**
 * Every refusal key the contract says the widget's calls can answer. `satisfies Record<...>` makes
 * the type check fail when a key is added to the contract and not here, so a new refusal cannot
 * reach a guest untranslated (booking_already_paid once did: guests saw the generic error).
 */
const REFUSALS = {
  beyond_horizon: true, booking_already_paid: true, booking_expired: true, booking_incomplete: true,
  booking_not_editable: true, booking_not_found: true, booking_not_paid: true, booking_not_payable: true,
  booking_not_yours: true, booking_unavailable: true, contact_not_verified: true, country_invalid: true,
  customer_not_yours: true, date_out_of_range: true, date_past: true, day_closed: true, delivery_failed: true,
  delivery_unavailable: true, email_format_error: true, email_in_use: true, email_required: true,
  first_name_invalid: true, first_name_required: true, first_name_too_long: true, gender_required: true,
  hold_in_progress: true, hold_rate_limited: true, last_name_invalid: true, last_name_required: true, last_name_too_long: true,
  lookup_rate_limited: true, method_unavailable: true, not_enough_seats: true, order_booking_mismatch: true,
  order_not_found: true, otp_attempts_exceeded: true, otp_client_hourly_limit: true,
  otp_destination_daily_limit: true, otp_destination_hourly_limit: true, otp_expired: true, otp_not_found: true,
  otp_resend_too_soon: true, otp_sms_daily_budget: true, otp_used: true, party_size_invalid: true,
  payment_rate_limited: true, phone_format_error: true, phone_in_use: true, phone_required: true,
  private_room_min_party: true, private_room_notice: true, provider_error: true, request_pending: true,
  seating_unknown: true, session_rate_limited: true, text_control_characters: true, too_late_to_request: true,
  too_many_holds: true, validation_failed: true,
} satisfies Record<WidgetRefusalKey, true>;

const rules = { horizon_days: 60, otp_resend_seconds: 60, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 };
/** The private room's numbers, as get_slots gives them with the seating the guest chose. */
const seating = { seating_min_party: 6, seating_notice_days: 7 };

describe('refusal texts', () => {
  it.each(['en', 'zh'] as const)('translates every refusal key of the contract in %s, none as the generic error', (lang) => {
    const i18n = createI18n(lang);
    const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
    const generic = t('errors.generic');
    const untranslated = Object.keys(REFUSALS).filter((key) => {
      const text = errorText(t, key, '', { ...rules, ...seating });
      return text === generic || text.includes('errors.');
    });
    expect(untranslated).toEqual([]);
  });
});
