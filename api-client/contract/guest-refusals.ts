import { startBookingRefusals, updateBookingRefusals } from './booking.ts';
import { contactRefusals } from './content.ts';
import { customerRefusals } from './customer.ts';
import type { GuestCall } from './guest-endpoints.ts';
import { bookingRequestRefusals, confirmVisitRefusals } from './my-bookings.ts';
import { codeFieldRefusals, emailFieldRefusals, lookupLimitRefusals, otpCodeRefusals, otpDeliveryRefusals, otpLimitRefusals, phoneFieldRefusals } from './otp.ts';
import { partyRefusals } from './party.ts';
import { paymentRefusals } from './payment.ts';
import { joinWaitlistRefusals } from './waitlist.ts';

const lookupFields = ['country_invalid', 'phone_format_error', 'email_format_error'] as const;

/**
 * The `error` keys each call of a guest's browser may answer, beside the common ones (refusals.ts):
 * every guest call is here, so the widget's texts and branches are checked against them all.
 */
export const guestRefusals = {
  get_status: [],
  check_full: ['date_invalid', 'date_required', 'date_out_of_range'],
  check_closed: ['date_invalid', 'date_required', 'date_out_of_range'],
  get_slots: ['date_invalid', 'date_required', 'date_out_of_range'],
  seat_changes: ['date_invalid', 'date_required', 'date_out_of_range', 'too_many_streams'],
  fetch_faq: [],
  restaurant: [],
  csrf_cookie: [],
  log_out: [],
  start_booking: startBookingRefusals,
  fetch_booking: [],
  update_booking: updateBookingRefusals,
  open_pay_link: ['pay_link_invalid', 'booking_expired', 'booking_not_payable', 'booking_paid'],
  send_sms: [...otpLimitRefusals, ...otpDeliveryRefusals, ...phoneFieldRefusals],
  check_phone: [...lookupLimitRefusals, ...phoneFieldRefusals],
  send_email: [...otpLimitRefusals, ...otpDeliveryRefusals, ...emailFieldRefusals],
  check_email: [...lookupLimitRefusals, ...emailFieldRefusals],
  verify_otp: [...otpCodeRefusals, ...codeFieldRefusals],
  get_customer: [...customerRefusals, ...lookupFields],
  add_customer: customerRefusals,
  update_customer: customerRefusals,
  get_user_bookings: ['contact_not_verified'],
  booking_request: bookingRequestRefusals,
  confirm_visit: confirmVisitRefusals,
  join_waitlist: [...joinWaitlistRefusals, ...lookupFields, 'date_invalid', 'date_required'],
  contact: contactRefusals,
  payment_options: [],
  paypal_create: paymentRefusals,
  paypal_capture: paymentRefusals,
  wpay: paymentRefusals,
  wpay_h5: paymentRefusals,
  wpay_jsapi: paymentRefusals,
  check_wx: paymentRefusals,
  alipay_create: paymentRefusals,
  alipay_verify: paymentRefusals,
  ...partyRefusals,
} as const satisfies Record<GuestCall, readonly string[]>;
