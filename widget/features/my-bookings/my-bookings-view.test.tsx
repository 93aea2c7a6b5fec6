import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client/api-error.ts';
import { renderWidget, stubApi, expectFocusOn } from '../../test/render-widget.tsx';
import { listed, userBookingsOfSession } from '../../test/listed-booking-fixture.ts';
import { MyBookingsView } from './my-bookings-view.tsx';

const restaurant = () =>
  stubApi({
    sendEmail: vi.fn(async () => ({ to: 'tom@example.com' })),
    verifyOtp: vi.fn(async () => ({ status: 'approved' as const })),
    getUserBookings: userBookingsOfSession({
      customer: { id: 7, first_name: 'Tom', last_name: 'Chan', gender: 'M' as const, country_code: null, country_code_id: null, phone: null, email: 'tom@example.com' },
      bookings: [
        listed({}),
        listed({ id: 2, booking_date: '2026-06-05', code: 'SOON0001' }),
        listed({ id: 3, booking_date: '2026-05-01', status: { name: 'cancelled' }, status_id: 2, can_request: false, transaction: { payment_method: 'paypal', amount: 192.64, currency: 'USD' } }),
      ],
    }),
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
    // The next visit first, with its booking code; the past one last.
    expect(items[0]).toHaveTextContent('Upcoming booking Friday 5 June 2026 · 4 guests · 19:00');
    expect(items[0]).toHaveTextContent('Booking code SOON0001');
    expect(items[1]).toHaveTextContent('Upcoming booking Saturday 20 June 2026 · 4 guests · 19:00');
    expect(items[2]).toHaveTextContent('Cancelled');

    await user.click(within(items[2]!).getByRole('button', { name: 'Show details' }));
    expect(within(items[2]!).getByText('USD 192.64')).toBeInTheDocument();
    expect(within(items[2]!).getByText('PayPal')).toBeInTheDocument();
    // Only the pending booking at least 3 days ahead offers requests; the other one says why not.
    expect(within(items[1]!).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Changes are possible until 3 days before the visit. Please contact us.');
    expect(within(items[2]!).queryByRole('button', { name: 'Change booking' })).not.toBeInTheDocument();
  });

  it('sends a cancel request with a reason, then thanks the guest', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api });
    await logIn(user);
    const first = (await screen.findAllByRole('listitem'))[1]!;
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

describe('my bookings after a reload or Back', () => {
  it.each([
    ['en', 'Welcome, Mr Tom Chan', 'Your bookings', 'Code'],
    ['zh', '欢迎，Tom Chan 先生', '您的预订', '验证码'],
  ] as const)('lists the bookings of the guest this session proved, asking no code (%s)', async (lang, welcome, list, code) => {
    const customer = { id: 7, first_name: 'Tom', last_name: 'Chan', gender: 'M' as const, country_code: null, country_code_id: null, phone: null, email: 'tom@example.com' };
    const api = stubApi({ getUserBookings: userBookingsOfSession({ customer, bookings: [listed({})] }, true) });
    renderWidget(<MyBookingsView />, { api, lang });
    expect(await screen.findByRole('heading', { name: welcome })).not.toHaveFocus();
    expect(within(screen.getByRole('list', { name: list })).getAllByRole('listitem')).toHaveLength(1);
    expect(api.getUserBookings).toHaveBeenCalledWith({});
    expect(screen.queryByLabelText(code)).not.toBeInTheDocument();
  });
});

describe('my bookings on a page that carries the session\'s answer', () => {
  it.each(['en', 'zh'] as const)('shows the list on the first render and asks nothing (%s)', (lang) => {
    const api = stubApi({ getUserBookings: vi.fn() });
    renderWidget(<MyBookingsView />, { api, lang, known: { 'my-bookings': { customer: null, bookings: [listed({})] } } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(api.getUserBookings).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Mobile number'],
    ['zh', '手机号码'],
  ] as const)('opens on the code form when the session proved nothing, without a refused request (%s)', (lang, phone) => {
    const api = stubApi({ getUserBookings: vi.fn() });
    renderWidget(<MyBookingsView />, { api, lang, known: { 'my-bookings': null } });
    expect(screen.getByLabelText(phone)).toBeInTheDocument();
    expect(api.getUserBookings).not.toHaveBeenCalled();
  });
});

describe('a booking with a request still open', () => {
  it.each([
    ['en', 'We have your cancellation request and will contact you.', 'Cancel booking'],
    ['zh', '我们已收到您的取消申请，会尽快与您联系。', '取消预订'],
  ] as const)('says the request is with us instead of offering the buttons again (%s)', async (lang, said, button) => {
    const api = stubApi({ getUserBookings: userBookingsOfSession({ customer: null, bookings: [listed({ open_request: 'cancel', can_request: false })] }, true) });
    renderWidget(<MyBookingsView />, { api, lang });
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(said);
    expect(within(item).queryByRole('button', { name: button })).not.toBeInTheDocument();
  });
});

describe('leaving my bookings on a shared computer', () => {
  it.each([
    ['en', 'Log out', 'Use another phone or e-mail', 'Welcome, Mr Tom Chan', 'Mobile number', 'Bookings made with tom@example.com.'],
    ['zh', '退出登录', '使用其他手机号或邮箱', '欢迎，Tom Chan 先生', '手机号码', '以下是使用 tom@example.com 的预订。'],
  ] as const)('logs out on the server and shows the next guest the code form; or asks for another contact (%s)', async (lang, logOut, other, welcome, phone, searched) => {
    const user = userEvent.setup();
    const customer = { id: 7, first_name: 'Tom', last_name: 'Chan', gender: 'M' as const, country_code: null, country_code_id: null, phone: null, email: 'tom@example.com' };
    let proved = true;
    const getUserBookings = vi.fn(async (request: { email?: string | null }) => {
      if (!proved && !request.email) throw new ApiError(403, 'Verify your phone or e-mail by code to see your bookings.', 'contact_not_verified');
      return { customer, bookings: [listed({})] };
    });
    const api = stubApi({
      getUserBookings,
      sendEmail: vi.fn(async () => ({ to: 'tom@example.com' })),
      verifyOtp: vi.fn(async () => ({ status: 'approved' as const })),
      logOut: vi.fn(async () => {
        proved = false;
        return { status: 'success' as const };
      }),
    });
    renderWidget(<MyBookingsView />, { api, lang });
    await screen.findByRole('heading', { name: welcome });

    await user.click(screen.getByRole('button', { name: other }));
    expect(screen.getByLabelText(phone)).toBeInTheDocument();
    expect(api.logOut).not.toHaveBeenCalled();
    await logIn(user, lang === 'en' ? undefined : { email: '电子邮箱', send: '发送邮件验证码', code: '验证码', verify: '验证' });
    expect(await screen.findByText(searched)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: logOut }));
    expect(api.logOut).toHaveBeenCalledOnce();
    expect(await screen.findByLabelText(phone)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
