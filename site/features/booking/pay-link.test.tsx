import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client/index.ts';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { demoOptions, heldBooking } from '../../../widget/test/booking-fixture.ts';
import { renderSite } from '../../test/render-site.tsx';

/** fetch_booking as a browser that did not start the hold sees it: no personal fields. */
function strangersView(expired: boolean): Booking {
  const { customer_id, country, phone, email, notes, food, occasion, customer, ...rest } = heldBooking({ last_step: 3, expired });
  void [customer_id, country, phone, email, notes, food, occasion, customer];
  return { ...rest, personal: false } as Booking;
}

const path = () => screen.getByRole('status', { name: 'current path' }).textContent;
const SECRET = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';

describe('the payment link the restaurant sends a guest it booked by phone', () => {
  it('gives its secret to the server first, then shows the booking read afresh and drops the secret from the address', async () => {
    const order: string[] = [];
    const booked = heldBooking({ created_at: new Date().toISOString(), booking_time_limit: 1440, last_step: 3, customer_id: 7, customer: { id: 7, gender: null, first_name: 'Wei', last_name: 'Li' } });
    const openPayLink = vi.fn(async () => {
      order.push('open');
      return { code: booked.code, status: 'hold' as const };
    });
    const fetchBooking = vi.fn(async () => {
      order.push('fetch');
      return booked;
    });
    renderSite(`/booking_process/${booked.code}?pay=${SECRET}`, {
      lang: 'en',
      api: { openPayLink, fetchBooking, paymentOptions: async () => demoOptions },
    });
    await waitFor(() => expect(path()).toBe(`/booking_process/${booked.code}`));
    expect(openPayLink).toHaveBeenCalledWith({ code: booked.code, token: SECRET });
    expect(await screen.findByRole('heading', { name: /Step 4/ })).toBeInTheDocument();
    expect(screen.getAllByText(/Wei/).length).toBeGreaterThan(0);
    expect(order[0]).toBe('open');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'booking_expired', 409, 'The time to pay for this booking has run out. Please call the restaurant.'],
    ['zh', 'booking_expired', 409, '此预订的付款时间已过，请致电餐厅。'],
    ['en', 'pay_link_invalid', 404, 'This payment link is not valid. Please call the restaurant.'],
    ['zh', 'pay_link_invalid', 404, '此付款链接无效，请致电餐厅。'],
  ] as const)('says why a link cannot be used (%s, %s)', async (lang, error, status, text) => {
    renderSite(`/booking_process/AB12CD34?pay=${SECRET}`, {
      lang,
      api: {
        openPayLink: () => Promise.reject(new ApiError(status, 'refused', error)),
        fetchBooking: async () => strangersView(error === 'booking_expired'),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
