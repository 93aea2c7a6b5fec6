import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RestaurantCard } from '../../../api-client/contract/content.ts';
import { ContactVerification } from '../../components/contact-verification/contact-verification.tsx';
import { renderWidget, stubApi, testCard, TEST_BOOKING_RULES } from '../../test/render-widget.tsx';
import { BookingView } from '../booking/booking-view.tsx';
import { listed, userBookingsOfSession } from '../../test/listed-booking-fixture.ts';
import { MyBookingsView } from '../my-bookings/my-bookings-view.tsx';

// Today is Wednesday 3 June 2026 in Shanghai. The numbers below are the restaurant's, from its
// card: none is compiled into the widget.
const calendarApi = (over = {}) =>
  stubApi({ checkFull: async () => [], checkClosed: async () => [], getSlots: async () => ({ slots: [], max: 8 }), ...over });

describe("the calendar follows the restaurant's horizon", () => {
  it('with 30 days: 3 July is the last day offered and July has no next-month arrow, in English and Chinese', async () => {
    const user = userEvent.setup();
    const rules = { ...TEST_BOOKING_RULES, horizon_days: 30 };
    const { unmount } = renderWidget(<BookingView onStartBooking={vi.fn()} />, { api: calendarApi(), bookingRules: rules });
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('button', { name: 'Friday 3 July 2026, available' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Saturday 4 July 2026, not open for booking yet' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
    unmount();

    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api: calendarApi(), bookingRules: rules, lang: 'zh' });
    await user.click(await screen.findByRole('button', { name: '下个月' }));
    expect(await screen.findByRole('button', { name: /^2026年7月4日 星期六/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: '下个月' })).not.toBeInTheDocument();
  });

  it('with 60 days (the default) still offers August', async () => {
    const user = userEvent.setup();
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api: calendarApi() });
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('button', { name: 'Sunday 2 August 2026, available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monday 3 August 2026, not open for booking yet' })).toBeInTheDocument();
  });

  it('shows its loading state until the card comes, offering no day and no next month', async () => {
    let answer: (card: RestaurantCard) => void = () => undefined;
    const restaurant = vi.fn(() => new Promise<RestaurantCard>((resolve) => (answer = resolve)));
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api: calendarApi({ restaurant }), bookingRules: null });
    expect(await screen.findByRole('button', { name: 'Wednesday 10 June 2026, checking availability' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
    await act(async () => answer(testCard({ ...TEST_BOOKING_RULES, horizon_days: 10 })));
    expect(await screen.findByRole('button', { name: 'Saturday 13 June 2026, available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday 14 June 2026, not open for booking yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();
    expect(restaurant).toHaveBeenCalledTimes(1);
  });

  it('says so and offers a retry when the card cannot be had', async () => {
    const user = userEvent.setup();
    const restaurant = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(testCard());
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api: calendarApi({ restaurant }), bookingRules: null });
    const problem = await screen.findByRole('alert');
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Wednesday 10 June 2026, available' })).toBeInTheDocument();
  });
});

describe("the resend countdown follows the restaurant's delay", () => {
  const otpApi = () => stubApi({ sendEmail: vi.fn(async () => ({ to: 'tom@example.com' })) });

  it('starts from 90 s when the restaurant sets 90, in English and Chinese', async () => {
    const user = userEvent.setup();
    const rules = { ...TEST_BOOKING_RULES, otp_resend_seconds: 90 };
    const { unmount } = renderWidget(<ContactVerification onVerified={vi.fn()} />, { api: otpApi(), bookingRules: rules });
    await user.type(screen.getByLabelText('E-mail'), 'tom@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code by e-mail' }));
    expect(await screen.findByRole('button', { name: 'Resend in 90 s' })).toBeDisabled();
    unmount();

    renderWidget(<ContactVerification onVerified={vi.fn()} />, { api: otpApi(), bookingRules: rules, lang: 'zh' });
    await user.type(screen.getByLabelText('电子邮箱'), 'tom@example.com');
    await user.click(screen.getByRole('button', { name: '发送邮件验证码' }));
    expect(await screen.findByRole('button', { name: '90 秒后可重发' })).toBeDisabled();
  });

  it('frees the button after the delay, counting down each second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWidget(<ContactVerification onVerified={vi.fn()} />, { api: otpApi(), bookingRules: { ...TEST_BOOKING_RULES, otp_resend_seconds: 3 } });
      await user.type(screen.getByLabelText('E-mail'), 'tom@example.com');
      await user.click(screen.getByRole('button', { name: 'Send code by e-mail' }));
      expect(await screen.findByRole('button', { name: 'Resend in 3 s' })).toBeDisabled();
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
      await act(async () => vi.advanceTimersByTime(2_000));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send code by e-mail' })).toBeEnabled());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("change and cancel follow the restaurant's minimum days", () => {
  const bookingsApi = () =>
    stubApi({
      sendEmail: vi.fn(async () => ({ to: 'tom@example.com' })),
      verifyOtp: vi.fn(async () => ({ status: 'approved' as const })),
      getUserBookings: userBookingsOfSession({ customer: null, bookings: [listed({ booking_date: '2026-06-08' })] }),
    });

  it.each([
    [3, true],
    [7, false],
  ])('with %i days, a visit 5 days away shows Change Booking: %s', async (days, shown) => {
    const user = userEvent.setup();
    renderWidget(<MyBookingsView />, { api: bookingsApi(), bookingRules: { ...TEST_BOOKING_RULES, change_cancel_min_days: days } });
    await user.type(screen.getByLabelText('E-mail'), 'tom@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code by e-mail' }));
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('list', { name: 'Your bookings' });
    expect(Boolean(screen.queryByRole('button', { name: 'Change booking' }))).toBe(shown);
  });
});
