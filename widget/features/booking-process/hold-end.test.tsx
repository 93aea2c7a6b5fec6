import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { demoOptions, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';
import { HOLD_CHECK_MS } from './use-hold-end.ts';

// The hold ended a minute before the test instant, by the page's clock.
const ranOut = heldBooking({ created_at: '2026-06-03T01:29:00.000Z', last_step: 3 });
const paid: Booking = { ...ranOut, status: { name: 'pending' }, status_id: 1 };
const expired: Booking = { ...ranOut, expired: true };

/** A server answering fetch_booking with each of `answers` in turn, the last one from then on. */
function serverSaying(...answers: Booking[]) {
  const fetchBooking = vi.fn(async () => answers[Math.min(fetchBooking.mock.calls.length - 1, answers.length - 1)]!);
  return stubApi({ fetchBooking, paymentOptions: async () => demoOptions });
}

const view = (onPaid = vi.fn()) => <BookingProcessView code={ranOut.code} onBookAgain={vi.fn()} onPaid={onPaid} />;
const waitForCheck = { timeout: HOLD_CHECK_MS * 2 };

describe('the hold’s end follows the server', () => {
  it('asks the server at zero and shows the booking paid as the countdown ended, telling the host once', async () => {
    const onPaid = vi.fn();
    renderWidget(view(onPaid), { api: serverSaying(ranOut, paid) });
    expect(await screen.findByRole('heading', { name: /Payment and booking successful/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking expired' })).not.toBeInTheDocument();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('keeps the steps while the server has not said the hold is over, then says expired in its words', async () => {
    renderWidget(view(), { api: serverSaying(ranOut, ranOut, expired), lang: 'zh' });
    expect(await screen.findByText('保留时间已到，正在向餐厅确认您的预订…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /第 4 步/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '预订已过期' }, waitForCheck)).toBeInTheDocument();
    expect(screen.getByText(/请勿重复付款/)).toBeInTheDocument();
  });

  it('turns an expired page into the confirmation when a last-moment payment is confirmed', async () => {
    const onPaid = vi.fn();
    renderWidget(view(onPaid), { api: serverSaying(expired, expired, paid) });
    expect(await screen.findByRole('heading', { name: 'Booking expired' })).toBeInTheDocument();
    expect(screen.getByText(/If you have just paid, please do not pay again/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Payment and booking successful/ }, { timeout: HOLD_CHECK_MS * 3 })).toBeInTheDocument();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });
});
