import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlipayVerifyRequest, AlipayVerifyResponse } from '../../../api-client/contract/payment.ts';
import { ApiError } from '../../../api-client/index.ts';
import { renderSite } from '../../test/render-site.tsx';

const RETURN = '/booking_result?out_trade_no=TB7K2&trade_no=2026060322001&total_amount=1000.00&trade_status=TRADE_SUCCESS&notify_id=n1&sign=s';
const confirmed: AlipayVerifyResponse = {
  status: 'success',
  booking: { code: 'TB7K2', gender: 'F', first_name: 'Mei', last_name: 'Wang', booking_date: '2026-06-12', pax: 2, timeslot: '19:00' },
};

afterEach(() => vi.useRealTimers());

describe('the Alipay return', () => {
  it('shows Booking Processing with a spinner, then the confirmed booking', async () => {
    let answer: (value: AlipayVerifyResponse) => void = () => {};
    const posted: AlipayVerifyRequest[] = [];
    renderSite(RETURN, {
      lang: 'en',
      api: { alipayVerify: (request) => (posted.push(request), new Promise((resolve) => (answer = resolve))) },
    });
    expect(await screen.findByRole('heading', { name: 'Booking processing' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Booking processing' })).toBeInTheDocument();
    // Exactly what Alipay put in the URL: its signature covers every parameter (issue 16).
    expect(posted[0]).toEqual({
      out_trade_no: 'TB7K2', trade_no: '2026060322001', total_amount: '1000.00', trade_status: 'TRADE_SUCCESS', notify_id: 'n1', sign: 's',
    });
    await act(async () => answer(confirmed));
    expect(screen.getByRole('heading', { name: /Booking confirmed/ })).toBeInTheDocument();
    expect(screen.getByText('Thank you, Ms Mei Wang. Your deposit is paid and your table is booked.')).toBeInTheDocument();
    expect(screen.getByText('Fri, 12-Jun-2026')).toBeInTheDocument();
    expect(screen.getByText('2 guests')).toBeInTheDocument();
    expect(screen.getByText('19:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the restaurant website' })).toHaveAttribute('href', 'https://counter-shanghai.example');
  });

  it('reads the confirmation in Chinese', async () => {
    renderSite(RETURN, { lang: 'zh', api: { alipayVerify: () => Promise.resolve(confirmed) } });
    expect(await screen.findByRole('heading', { name: /预订成功/ })).toBeInTheDocument();
    expect(screen.getByText('谢谢您，Mei Wang 女士。订金已支付，您的餐位已预订成功。')).toBeInTheDocument();
    expect(screen.getByText('2026年6月12日 星期五')).toBeInTheDocument();
    expect(screen.getByText('2位')).toBeInTheDocument();
  });

  it('names only the channels the confirmation went by (issue 19)', async () => {
    const bySms: AlipayVerifyResponse = { ...confirmed, booking: { ...confirmed.booking!, first_name: '美', last_name: '王', confirmation_channels: ['sms'] } };
    renderSite(RETURN, { lang: 'zh', api: { alipayVerify: () => Promise.resolve(bySms) } });
    expect(await screen.findByText('确认信息已通过短信发送到您的手机。')).toBeInTheDocument();
    expect(screen.getByText('谢谢您，王美女士。订金已支付，您的餐位已预订成功。')).toBeInTheDocument();
    expect(screen.queryByText(/电子邮箱/)).not.toBeInTheDocument();
  });

  it('names the e-mail alone in English for a guest who gave no mainland mobile', async () => {
    const byEmail: AlipayVerifyResponse = { ...confirmed, booking: { ...confirmed.booking!, confirmation_channels: ['email'] } };
    renderSite(RETURN, { lang: 'en', api: { alipayVerify: () => Promise.resolve(byEmail) } });
    expect(await screen.findByText('A confirmation has been sent to your e-mail.')).toBeInTheDocument();
    expect(screen.queryByText(/phone|SMS/)).not.toBeInTheDocument();
  });

  it('asks again every 3 seconds while Alipay has not yet confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: AlipayVerifyResponse[] = [{ status: 'processing', booking: null }, { status: 'processing', booking: null }, confirmed];
    const verify = vi.fn(() => Promise.resolve(answers.shift()!));
    renderSite(RETURN, { lang: 'en', api: { alipayVerify: verify } });
    expect(await screen.findByRole('heading', { name: 'Booking processing' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(verify).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByRole('heading', { name: /Booking confirmed/ })).toBeInTheDocument();
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
