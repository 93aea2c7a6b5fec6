import { vi } from 'vitest';
import type { Booking } from '../../api-client/contract/booking.ts';
import type { PaymentOptions } from '../../api-client/contract/payment.ts';
import { stubApi } from './render-widget.tsx';

/** The stories' held booking: 4 guests, 19:00 on 10 June, RMB 344 per person, made at the test instant. */
export { heldBooking } from '../../stories/fixtures/bookings.ts';

export const demoOptions: PaymentOptions = {
  methods: [
    { method: 'wechat', demo: true },
    { method: 'paypal', demo: true },
  ],
  currency: 'CNY',
  paypal_currency: 'USD',
  usd_per_rmb: 0.14,
};

/** A restaurant that keeps one booking and applies update_booking to it as the server does. */
export function bookingRestaurant(start: Booking) {
  let booking = start;
  const api = stubApi({
    fetchBooking: vi.fn(async () => booking),
    updateBooking: vi.fn(async (patch) => {
      const { code: _code, last_step, ...rest } = patch;
      booking = { ...booking, ...(rest as Partial<Booking>), last_step: Math.max(booking.last_step, last_step ?? 0) };
      return booking;
    }),
    sendSms: vi.fn(async () => ({ to: '86 13800138000' })),
    verifyOtp: vi.fn(async ({ code }) => (code === '123456' ? { status: 'approved' as const } : { status: 'pending' as const, attempts_left: 4 })),
    getCustomer: vi.fn(async () => null),
    addCustomer: vi.fn(async () => ({ id: 7 })),
    paymentOptions: vi.fn(async () => demoOptions),
    paypalCreate: vi.fn(async () => ({ id: 'DEMO-1', amount: { currency_code: 'USD' as const, value: '192.64' } })),
    paypalCapture: vi.fn(async () => {
      booking = { ...booking, status: { name: 'pending' }, status_id: 1 };
      return { status: 'COMPLETED' };
    }),
  });
  return { api, current: () => booking };
}
