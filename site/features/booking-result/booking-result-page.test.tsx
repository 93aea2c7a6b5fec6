import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlipayVerifyRequest, AlipayVerifyResponse } from '../../../api-client/contract/payment.ts';
import { ApiError } from '../../../api-client/index.ts';
import { renderSite } from '../../test/render-site.tsx';
import { heldBooking } from '../../../widget/test/booking-fixture.ts';

const RETURN = '/booking_result?out_trade_no=TB7K2&trade_no=2026060322001&total_amount=1000.00&trade_status=TRADE_SUCCESS&notify_id=n1&sign=s';
const confirmed: AlipayVerifyResponse = {
  status: 'success',
  booking: { code: 'TB7K2', gender: 'F', first_name: 'Mei', last_name: 'Wang', booking_date: '2026-06-12', pax: 2, timeslot: '19:00' },
};

afterEach(() => vi.useRealTimers());

describe('the Alipay return', () => {
  const paid = heldBooking({ code: 'TB7K2', status: { name: 'pending' }, status_id: 1, pax: 2, booking_date: '2026-06-12', confirmation_channels: ['email'] });

  it('shows Booking Processing with a spinner, posting exactly what Alipay signed', async () => {
    const posted: AlipayVerifyRequest[] = [];
    renderSite(RETURN, { lang: 'en', api: { alipayVerify: (request) => (posted.push(request), new Promise(() => undefined)) } });
    expect(await screen.findByRole('heading', { name: 'Booking processing' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Booking processing' })).toBeInTheDocument();
    // The page asks from an effect after its first render: wait for the post, not for the heading.
    await waitFor(() =>
      expect(posted[0]).toEqual({ out_trade_no: 'TB7K2', trade_no: '2026060322001', total_amount: '1000.00', trade_status: 'TRADE_SUCCESS', notify_id: 'n1', sign: 's' }),
    );
  });

  it.each([
    ['en', 'Booking code', 'Add to your calendar', 'What happens next', 'Deposit paid'],
    ['zh', '预订编号', '添加到日历', '接下来', '已付订金'],
  ] as const)('once confirmed, ends on the same confirmation as WeChat and PayPal (%s)', async (lang, code, calendar, next, deposit) => {
    renderSite(RETURN, { lang, api: { alipayVerify: () => Promise.resolve(confirmed), fetchBooking: async () => paid } });
    expect(await screen.findByText(code)).toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/booking_process/TB7K2');
    expect(screen.getByText('TB7K2', { selector: '.tb-confirmation__code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: calendar })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: next })).toBeInTheDocument();
    expect(screen.getByText(deposit)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('√');
  });

  it('asks again every 3 seconds while Alipay has not yet confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: AlipayVerifyResponse[] = [{ status: 'processing', booking: null }, { status: 'processing', booking: null }, confirmed];
    const verify = vi.fn(() => Promise.resolve(answers.shift()!));
    renderSite(RETURN, { lang: 'en', api: { alipayVerify: verify, fetchBooking: async () => paid } });
    expect(await screen.findByRole('heading', { name: 'Booking processing' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(verify).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByLabelText('current path')).toHaveTextContent('/booking_process/TB7K2');
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('says clearly when the payment could not be confirmed', async () => {
    renderSite(RETURN, { lang: 'en', api: { alipayVerify: () => Promise.resolve({ status: 'failed', booking: null }) } });
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/contact us with your booking code/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my_bookings');
  });

  it('fails the same way when the verification call is refused', async () => {
    renderSite(RETURN, { lang: 'zh', api: { alipayVerify: () => Promise.reject(new ApiError(422, 'bad', 'validation_failed')) } });
    expect(await screen.findByRole('heading', { name: '付款未确认' })).toBeInTheDocument();
  });

  it('explains a visit with no payment details, without calling the server', async () => {
    renderSite('/booking_result', { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/no payment details were received/)).toBeInTheDocument();
  });
});
