import type { ListedBooking } from '../../../api-client/contract/my-bookings.ts';

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
  paid_at: '2026-06-01T03:05:00.000Z',
  price: 344,
  deposit_fen: 137_600,
  transaction: { payment_method: 'wechat', amount: 1376, currency: 'RMB' },
  can_request: true,
  open_request: null,
  ...over,
});
