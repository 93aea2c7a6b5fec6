import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, stubApi, expectFocusOn } from '../../test/render-widget.tsx';
import { listed } from './listed-booking-fixture.ts';
import { MyBookingsView } from './my-bookings-view.tsx';

const restaurant = () =>
  stubApi({
    sendEmail: vi.fn(async () => ({ to: 'tom@example.com' })),
    verifyOtp: vi.fn(async () => ({ status: 'approved' as const })),
    getUserBookings: vi.fn(async () => ({
      customer: { id: 7, first_name: 'Tom', last_name: 'Chan', gender: 'M' as const, country_code: null, country_code_id: null, phone: null, email: 'tom@example.com' },
      bookings: [
        listed({}),
        listed({ id: 2, booking_date: '2026-06-05', code: 'SOON0001' }),
        listed({ id: 3, booking_date: '2026-05-01', status: { name: 'cancelled' }, status_id: 2, can_request: false, transaction: { payment_method: 'paypal', amount: 192.64, currency: 'USD' } }),
      ],
    })),
    bookingRequest: vi.fn(async () => ({ status: 'success' as const })),
  });

async function logIn(user: ReturnType<typeof userEvent.setup>, labels = { email: 'E-mail', send: 'Send code by e-mail', code: 'Code', verify: 'Verify' }) {
  await user.type(screen.getByLabelText(labels.email), 'tom@example.com');
  await user.click(screen.getByRole('button', { name: labels.send }));
  await user.type(await screen.findByLabelText(labels.code), '123456');
  await user.click(screen.getByRole('button', { name: labels.verify }));
}

describe('my bookings', () => {
  it('logs in by e-mail code and lists bookings with status badges and details', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api });
    expect(screen.getByRole('separator', { name: 'OR' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    await logIn(user);
    await expectFocusOn('heading', { name: 'Welcome, Mr Tom Chan' });
    expect(api.getUserBookings).toHaveBeenCalledWith({ country: null, phone: null, email: 'tom@example.com' });
    const items = within(screen.getByRole('list', { name: 'Your bookings' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Upcoming booking Sat, 20-Jun-2026 · 4 guests · 19:00');
    expect(items[2]).toHaveTextContent('Cancelled');

    await user.click(within(items[2]!).getByRole('button', { name: 'Show details' }));
    expect(within(items[2]!).getByText('USD 192.64')).toBeInTheDocument();
    expect(within(items[2]!).getByText('PayPal')).toBeInTheDocument();
    // Only the pending booking at least 3 days ahead offers requests.
    expect(within(items[0]!).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: 'Change booking' })).not.toBeInTheDocument();
  });

  it('sends a cancel request with a reason, then thanks the guest', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api });
    await logIn(user);
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Cancel booking' }));
    expect(within(first).getByText(/free cancellation at least 4 working days/)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Submit request' }));
    expect(within(first).getByRole('alert')).toHaveTextContent('Please enter your reason and details for the request.');
    await user.type(within(first).getByLabelText('Your reason and details'), 'We must travel');
    await user.click(within(first).getByRole('button', { name: 'Submit request' }));
    expect(api.bookingRequest).toHaveBeenCalledWith({ bid: 1, type: 'cancel', message: 'We must travel' });
    expect(await within(first).findByText(/We received your request/)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('works in Chinese', async () => {
    const user = userEvent.setup();
    renderWidget(<MyBookingsView />, { api: restaurant(), lang: 'zh' });
    expect(screen.getByRole('heading', { name: '我的预订' })).toBeInTheDocument();
    await logIn(user, { email: '电子邮箱', send: '发送邮件验证码', code: '验证码', verify: '验证' });
    expect(await screen.findByRole('heading', { name: '欢迎，Tom Chan 先生' })).toBeInTheDocument();
    expect(screen.getAllByText('即将到来的预订')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: '取消预订' })).toHaveLength(1);
  });
});
