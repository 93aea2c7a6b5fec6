import { vi } from 'vitest';
import { ApiError } from '../../api-client/api-error.ts';
import type { UserBookingsRequest, UserBookingsResponse } from '../../api-client/contract/my-bookings.ts';
import type { ListedBooking } from '../../api-client/contract/my-bookings.ts';

/** An upcoming booking paid by WeChat, as get_user_bookings lists it; tests change what they need. */
export const listed = (over: Partial<ListedBooking>): ListedBooking => ({
  id: 1,
  code: 'AB12CD34',
  booking_date: '2026-06-20',
  pax: 4,
  status_id: 1,
  status: { name: 'pending' },
  seating: { id: 2, timeslot: { id: 2, name: '19:00' }, area: { code: 'counter', name_en: "Chef's counter", name_zh: '主厨台' } },
  created_at: '2026-06-01T03:00:00.000Z',
  revision: 0,
  paid_at: '2026-06-01T03:05:00.000Z',
  price: 344,
  deposit_fen: 137_600,
  transaction: { payment_method: 'wechat', amount: 1376, currency: 'RMB' },
  can_request: true,
  open_request: null,
  visit_confirmed_at: null,
  ...over,
});

/**
 * get_user_bookings as the server answers a session: posting nothing ("every contact proved here")
 * is refused until a contact is proved, unless this session proved one before (`provedBefore`).
 */
export function userBookingsOfSession(answer: UserBookingsResponse, provedBefore = false) {
  return vi.fn(async (request: UserBookingsRequest) => {
    if (!provedBefore && !request.phone && !request.email) throw new ApiError(403, 'Verify your phone or e-mail by code to see your bookings.', 'contact_not_verified');
    return answer;
  });
}
