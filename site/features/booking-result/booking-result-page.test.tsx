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
    ['en', 'Booking confirmed', 'Thank you, Ms Mei Wang. Your deposit is paid and your table is booked.', ['Date', 'Friday 12 June 2026'], ['Guests', '2 guests'], ['Time', '19:00'], 'See your booking', 'The restaurant’s web site'],
    ['zh', '预订已确认', '感谢您，Mei Wang 女士！订金已付，您的餐位已预订成功。', ['日期', '2026年6月12日 星期五'], ['人数', '2 位'], ['时间', '19:00'], '查看预订详情', '餐厅网站'],
  ] as const)('once verified, says Booking confirmed with thanks, the names, date, party and time (%s)', async (lang, title, thanks, date, guests, time, details, website) => {
    renderSite(RETURN, { lang, api: { alipayVerify: () => Promise.resolve(confirmed), fetchBooking: async () => paid } });
    const heading = await screen.findByRole('heading', { name: title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('current path')).toHaveTextContent('/booking_result');
    expect(screen.queryByRole('status', { name: /processing|处理中/ })).not.toBeInTheDocument();
    expect(screen.getByText(thanks)).toBeInTheDocument();
    for (const [label, value] of [date, guests, time, ['', 'TB7K2']] as const) {
      const shown = screen.getByText(value, { selector: 'dd' });
      if (label) expect(shown.previousElementSibling).toHaveTextContent(label);
    }
    expect(screen.getByRole('link', { name: details })).toHaveAttribute('href', '/booking_process/TB7K2');
    expect(screen.getByRole('link', { name: website })).toHaveAttribute('href', 'https://counter-shanghai.example');
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
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
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
