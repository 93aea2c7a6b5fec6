import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckWxResponse, JsapiPayParams } from '../../../api-client/contract/payment.ts';
import { renderWidget } from '../../test/render-widget.tsx';
import { bookingRestaurant, demoOptions, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from '../booking-process/booking-process-view.tsx';
import { JSAPI_PATIENT_CHECKS } from './wechat-phone-pay.tsx';

/** Back from WeChat's OAuth hop inside WeChat: the embed's claim, and a confirmation that is slow to come. */
const CODE = 'AB12CD34';
const CLAIM = 'Q2xhaW1Gb3JUaGlzQnJvd3Nlck9ubHkx';
const PAY: JsapiPayParams = { appId: 'wx1', timeStamp: '1767225600', nonceStr: 'n1', package: 'prepay_id=wx2016', signType: 'RSA', paySign: 'c2lnbg==' };

function wechatRestaurant(status: CheckWxResponse['status']) {
  const { api } = bookingRestaurant(heldBooking({ code: CODE, last_step: 3, country: '86', phone: '13800138000', customer_id: 7 }));
  api.paymentOptions = vi.fn(async () => ({ ...demoOptions, methods: [{ method: 'wechat' as const, demo: false }], wechat_jsapi: true }));
  api.wpayJsapi = vi.fn(async () => ({ pay: PAY, demo: false }));
  api.checkWx = vi.fn(async () => ({ status }));
  window.WeixinJSBridge = { invoke: vi.fn((_name, _params, callback) => callback({ err_msg: 'get_brand_wcpay_request:ok' })) };
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  delete window.WeixinJSBridge;
  history.replaceState(null, '', '/');
});

describe('back from the OAuth hop inside WeChat', () => {
  it('presents the claim the return handed this browser, and takes it out of the address', async () => {
    history.replaceState(null, '', `/book#tb-booking=${CODE}&tb-wxpay=jsapi&tb-wxclaim=${CLAIM}`);
    const api = wechatRestaurant('NOTPAY');
    renderWidget(<BookingProcessView code={CODE} onBookAgain={vi.fn()} />, { api, lang: 'en' });
    await vi.waitFor(() => expect(api.wpayJsapi).toHaveBeenCalledOnce());
    expect(api.wpayJsapi).toHaveBeenCalledWith(expect.objectContaining({ code: CODE, oauth_claim: CLAIM }));
    await vi.waitFor(() => expect(location.hash).toBe(`#tb-booking=${CODE}`));
  });

  it.each(['en', 'zh'] as const)('when WeChat is slow to confirm, says so after a minute and lets the guest go back (%s)', async (lang) => {
    history.replaceState(null, '', `/book#tb-booking=${CODE}&tb-wxpay=jsapi`);
    const api = wechatRestaurant('NOTPAY');
    renderWidget(<BookingProcessView code={CODE} onBookAgain={vi.fn()} />, { api, lang });
    const back = lang === 'en' ? 'Back to payment options' : '返回支付方式';
    await screen.findByText(lang === 'en' ? 'Confirming your WeChat payment…' : '正在确认您的微信支付…');
    // The polling starts with Preact's next frame: move the clock until its first check.
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(api.checkWx).toHaveBeenCalled();
    });
    while (vi.mocked(api.checkWx).mock.calls.length < JSAPI_PATIENT_CHECKS - 1) await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('button', { name: back })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText(lang === 'en' ? /WeChat Pay has not confirmed yet/ : /微信支付尚未确认/)).toBeInTheDocument();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: back }));
    expect(await screen.findByText(lang === 'en' ? /your booking is confirmed as soon as WeChat Pay tells us/ : /微信支付确认后预订即告成功/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: lang === 'en' ? 'Pay with WeChat' : '微信支付' })).toBeEnabled();
  });
});
