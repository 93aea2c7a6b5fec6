import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';

/**
 * docs/console.md, "Restaurant": identity, seatings, seats and rules are the owner's (a manager
 * reads them); closed dates, texts and the FAQ are a manager's too. People and Audit are owners'.
 */
const owners = [
  'admin_change_restaurant',
  'admin_setup',
  'admin_add_seating',
  'admin_remove_seating',
  'admin_area_seats',
  'admin_evening_seats',
  'admin_change_setting',
  'staff_members',
  'staff_add_member',
  'staff_change_role',
  'staff_remove_member',
  'staff_tokens',
  'staff_create_token',
  'staff_revoke_token',
  'staff_audit',
] as const;
const managers = [
  'admin_restaurant',
  'admin_settings',
  'admin_close_date',
  'admin_reopen_date',
  'admin_closed_note',
  'admin_change_text',
  'admin_add_faq',
  'admin_change_faq',
  'admin_move_faq',
  'admin_remove_faq',
  'admin_requests',
  'admin_cancel_booking',
  'admin_move_booking',
  'admin_refund_booking',
] as const;
/** A host books a guest who phoned; waiving the deposit is checked apart, for managers and owners. */
const hosts = ['admin_book_for_guest', 'admin_mark_booking', 'admin_bookings', 'admin_booking'] as const;

describe("the console's role table", () => {
  it('is the route table: what docs/console.md gives owners, and what it gives managers too', () => {
    expect(Object.fromEntries(owners.map((name) => [name, endpoints[name].role]))).toEqual(Object.fromEntries(owners.map((name) => [name, 'owner'])));
    expect(Object.fromEntries(managers.map((name) => [name, endpoints[name].role]))).toEqual(Object.fromEntries(managers.map((name) => [name, 'manager'])));
    expect(Object.fromEntries(hosts.map((name) => [name, endpoints[name].role]))).toEqual(Object.fromEntries(hosts.map((name) => [name, 'host'])));
  });
});
