import { call, type Endpoint } from './endpoint.ts';

/**
 * The calls a guest's browser makes (the site and the embed): their half of the route table, kept
 * free of zod and of the staff's calls so the embed carries only what it uses.
 */
export const guestEndpoints = {
  get_status: call('GET', '/api/get_status', 'public'),
  check_full: call('GET', '/api/check_full', 'public'),
  check_closed: call('GET', '/api/check_closed', 'public'),
  get_slots: call('GET', '/api/get_slots', 'public'),
  seat_changes: call('GET', '/api/seat_changes', 'public'),
  fetch_faq: call('GET', '/api/fetch_faq', 'public'),
  restaurant: call('GET', '/api/restaurant', 'public'),
  csrf_cookie: call('GET', '/sanctum/csrf-cookie', 'guest'),
  start_booking: call('POST', '/api/start_booking', 'guest'),
  fetch_booking: call('GET', '/api/fetch_booking/:code', 'guest'),
  update_booking: call('POST', '/api/update_booking', 'guest'),
  open_pay_link: call('POST', '/api/open_pay_link', 'guest'),
  send_sms: call('POST', '/api/send_sms', 'guest'),
  check_phone: call('POST', '/api/check_phone', 'guest'),
  send_email: call('POST', '/api/send_email', 'guest'),
  check_email: call('POST', '/api/check_email', 'guest'),
  verify_otp: call('POST', '/api/verify_otp', 'guest'),
  get_customer: call('POST', '/api/get_customer', 'guest'),
  add_customer: call('POST', '/api/add_customer', 'guest'),
  update_customer: call('PUT', '/api/update_customer/:id', 'guest'),
  get_user_bookings: call('POST', '/api/get_user_bookings', 'guest'),
  booking_request: call('POST', '/api/booking_request', 'guest'),
  confirm_visit: call('POST', '/api/confirm_visit', 'guest'),
  log_out: call('POST', '/api/log_out', 'guest'),
  join_waitlist: call('POST', '/api/join_waitlist', 'guest'),
  contact: call('POST', '/api/contact', 'guest'),
  payment_options: call('GET', '/api/payment_options', 'guest'),
  paypal_create: call('POST', '/api/paypal_create', 'guest'),
  paypal_capture: call('POST', '/api/paypal_capture', 'guest'),
  wpay: call('POST', '/api/wpay', 'guest'),
  wpay_h5: call('POST', '/api/wpay_h5', 'guest'),
  wpay_jsapi: call('POST', '/api/wpay_jsapi', 'guest'),
  check_wx: call('GET', '/api/check_wx/:code', 'guest'),
  alipay_create: call('POST', '/api/alipay_create', 'guest'),
  alipay_verify: call('POST', '/api/alipay_verify', 'guest'),
  party_view: call('POST', '/api/party/:token', 'guest'),
  party_save: call('POST', '/api/party/:token/save', 'guest'),
  party_remove: call('POST', '/api/party/:token/remove', 'guest'),
  party_invite: call('POST', '/api/party_invite', 'guest'),
} as const satisfies Record<string, Endpoint>;

/** The name of a call the guest's client makes, e.g. 'get_slots'. */
export type GuestCall = keyof typeof guestEndpoints;
