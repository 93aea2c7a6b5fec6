import { describe, expect, it } from 'vitest';
import type { GuestCall } from '../../api-client/contract/guest-endpoints.ts';
import type { RefusalOf } from '../../api-client/contract/route-types.ts';
import { createI18n, errorText } from './i18n.ts';

type WidgetRefusalKey = RefusalOf<GuestCall>;

/**
 * Where the guest reads each refusal key a guest's call may answer (RefusalOf, from the route table):
 * a key added there fails the type check here until it is placed. 'generic': the server failed, or input the widget never sends.
 */
type Shown = 'errors' | 'waitlist' | 'branch' | 'site' | 'generic';
const REFUSALS = {
  already_waiting: 'waitlist', bad_request: 'generic', beyond_horizon: 'errors', body_invalid: 'generic',
  booking_already_paid: 'errors', booking_expired: 'errors', booking_incomplete: 'errors',
  booking_not_editable: 'errors', booking_not_found: 'errors', booking_not_paid: 'errors',
  booking_not_payable: 'errors', booking_paid: 'site', booking_not_upcoming: 'branch', booking_not_yours: 'errors',
  booking_unavailable: 'errors', code_format_error: 'errors', code_required: 'errors',
  contact_not_verified: 'errors', contact_rate_limited: 'site', country_invalid: 'errors',
  csrf_mismatch: 'errors', customer_not_yours: 'errors', date_invalid: 'errors',
  date_not_bookable: 'waitlist', date_out_of_range: 'errors', date_past: 'errors', date_required: 'generic',
  day_closed: 'errors', delivery_failed: 'errors', delivery_unavailable: 'errors',
  email_format_error: 'errors', email_in_use: 'errors', email_required: 'errors',
  first_name_invalid: 'errors', first_name_required: 'errors', first_name_too_long: 'errors',
  gender_required: 'errors', hold_in_progress: 'errors', hold_rate_limited: 'errors', last_name_invalid: 'errors',
  last_name_required: 'errors', last_name_too_long: 'errors', lookup_rate_limited: 'errors',
  message_invalid: 'site', message_required: 'errors', message_too_long: 'errors',
  method_unavailable: 'errors', name_invalid: 'site', name_required: 'site', name_too_long: 'site',
  not_enough_seats: 'errors', order_booking_mismatch: 'errors', order_not_found: 'errors',
  otp_attempts_exceeded: 'errors', otp_client_hourly_limit: 'errors', otp_destination_daily_limit: 'errors',
  otp_destination_hourly_limit: 'errors', otp_expired: 'errors', otp_not_found: 'errors',
  otp_resend_too_soon: 'errors', otp_sms_daily_budget: 'errors', otp_used: 'errors',
  party_size_invalid: 'errors', pay_link_invalid: 'site', payment_rate_limited: 'errors',
  phone_format_error: 'errors', phone_in_use: 'errors', phone_required: 'errors',
  private_room_min_party: 'errors', private_room_notice: 'errors', provider_error: 'errors',
  request_pending: 'errors', seating_unknown: 'errors', seats_available: 'waitlist', server_error: 'generic',
  service_unavailable: 'errors', session_rate_limited: 'errors', text_control_characters: 'errors',
  to_invalid: 'generic', to_required: 'generic', too_late_to_request: 'errors', too_many_holds: 'errors', too_many_streams: 'branch',
  type_invalid: 'generic', validation_failed: 'errors', waitlist_limit: 'waitlist',
  party_link_invalid: 'site', party_closed: 'errors', party_full: 'site', diner_not_found: 'site', not_the_booker: 'site',
} satisfies Record<WidgetRefusalKey, Shown>;

const rules = { horizon_days: 60, otp_resend_seconds: 60, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 };
/** The private room's numbers, as get_slots gives them with the seating the guest chose. */
const seating = { seating_min_party: 6, seating_notice_days: 7 };

describe('refusal texts', () => {
  it.each(['en', 'zh'] as const)('translates every refusal key of the contract in %s, none as the generic error', (lang) => {
    const i18n = createI18n(lang);
    const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
    const generic = t('errors.generic');
    const shownBy = (shown: Shown) => Object.entries(REFUSALS).filter(([, where]) => where === shown).map(([key]) => key);
    const untranslated = shownBy('errors').filter((key) => {
      const text = errorText(t, key, '', { ...rules, ...seating });
      return text === generic || text.includes('errors.');
    });
    untranslated.push(...shownBy('waitlist').filter((key) => t(`waitlist.errors.${key}`, { defaultValue: '' }) === ''));
    expect(untranslated).toEqual([]);
  });
});
