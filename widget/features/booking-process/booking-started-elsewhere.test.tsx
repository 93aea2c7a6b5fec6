import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';

/** fetch_booking as another browser sees a hold at step 3: no personal fields. */
function strangersView(): Booking {
  const { customer_id, country, phone, email, notes, food, occasion, customer, ...rest } = heldBooking({ last_step: 2 });
  void [customer_id, country, phone, email, notes, food, occasion, customer];
  return { ...rest, personal: false } as Booking;
}

describe('a held booking opened in a second browser', () => {
  it.each([
    ['en', 'This booking was started elsewhere', 'My bookings', 'Book again', /Step 3/],
    ['zh', '此预订是在别处开始的', '我的预订', '重新预订', /第 3 步|步骤 3/],
  ] as const)('says at once that it was started elsewhere and offers My bookings and Book Again (%s)', async (lang, title, myBookings, bookAgain, step) => {
    const user = userEvent.setup();
    const onBookAgain = vi.fn();
    const onMyBookings = vi.fn();
    const api = stubApi({ fetchBooking: async () => strangersView() });
    renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={onBookAgain} onMyBookings={onMyBookings} />, { api, lang });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: step })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: myBookings }));
    expect(onMyBookings).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: bookAgain }));
    expect(onBookAgain).toHaveBeenCalled();
  });
});
