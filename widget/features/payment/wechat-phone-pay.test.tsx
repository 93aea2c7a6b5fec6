import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { CheckWxResponse, JsapiPayParams, WpayJsapiResponse } from '../../../api-client/contract/payment.ts';
import type { Lang } from '../../i18n/i18n.ts';
import { renderWidget } from '../../test/render-widget.tsx';
import { bookingRestaurant, demoOptions, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from '../booking-process/booking-process-view.tsx';
import PaymentPanel from './payment-panel.tsx';
import { WECHAT_POLL_MS } from './wechat-overlay.tsx';
import type { WeixinBridge } from './wechat-bridge.ts';
import type { WechatWay } from './wechat-way.ts';

const CODE = 'AB12CD34';
const H5_URL = 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016&package=1&redirect_url=x';
const OAUTH_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&state=s#wechat_redirect';
const PAY: JsapiPayParams = { appId: 'wx1', timeStamp: '1767225600', nonceStr: 'n1', package: 'prepay_id=wx2016', signType: 'RSA', paySign: 'c2lnbg==' };

const TEXT = {
  en: { wechat: 'Pay with WeChat', terms: /accept the important notes/, paid: /Payment and booking successful/, returning: 'Checking your WeChat payment…', confirming: 'Confirming your WeChat payment…', cancelled: /WeChat payment cancelled\. Nothing was paid/, signIn: /WeChat could not confirm your account/ },
  zh: { wechat: '微信支付', terms: /接受重要须知/, paid: /支付成功，预订成功/, returning: '正在查询您的微信支付结果…', confirming: '正在确认您的微信支付…', cancelled: /微信支付已取消，未扣款/, signIn: /微信未能确认您的支付账号/ },
} as const;

/** A restaurant offering real WeChat Pay with JSAPI; check_wx answers `statuses` in turn. */
function wechatRestaurant(statuses: CheckWxResponse['status'][] = ['NOTPAY'], jsapi: () => Promise<WpayJsapiResponse> = async () => ({ pay: PAY, demo: false })) {
  const restaurant = bookingRestaurant(heldBooking({ code: CODE, last_step: 3, country: '86', phone: '13800138000', customer_id: 7 }));
  const { api } = restaurant;
  api.paymentOptions = vi.fn(async () => ({ ...demoOptions, methods: [{ method: 'wechat' as const, demo: false }], wechat_jsapi: true }));
  api.wpay = vi.fn(async () => ({ code_url: 'weixin://wxpay/bizpayurl?pr=1', demo: false }));
  api.wpayH5 = vi.fn(async () => ({ h5_url: H5_URL, demo: false }));
  api.wpayJsapi = vi.fn(jsapi);
  let polls = 0;
  api.checkWx = vi.fn(async () => ({ status: statuses[Math.min(polls++, statuses.length - 1)]! }));
  return api;
}

function renderPanel(api: ReturnType<typeof wechatRestaurant>, wechatWay: WechatWay, lang: Lang = 'en') {
  const leavePage = vi.fn();
  const onPaid = vi.fn();
  renderWidget(<PaymentPanel code={CODE} depositText="RMB 1,376.00" onPaid={onPaid} leavePage={leavePage} wechatWay={wechatWay} />, { api, lang });
  return { leavePage, onPaid };
}

/** WeChat's own bridge, answering getBrandWCPayRequest with `outcome`. */
function weixinBridge(outcome: 'ok' | 'cancel' | 'fail') {
  const bridge: WeixinBridge = { invoke: vi.fn((_name, _params, callback) => callback({ err_msg: `get_brand_wcpay_request:${outcome}` })) };
  window.WeixinJSBridge = bridge;
  return bridge;
}

/** The setInterval calls the page makes: the hold countdown's (1 s) and, once started, check_wx's polling (3 s). */
let intervals: MockInstance<typeof setInterval>;

/**
 * Preact runs effects after the next frame: the clock may only move once the polling has started,
 * which is when its 3-second interval is set (waited for, not guessed with a sleep).
 */
const pollingStarted = () => vi.waitFor(() => expect(intervals).toHaveBeenCalledWith(expect.any(Function), WECHAT_POLL_MS));

/** One polling round: check_wx is asked once more and its answer has been acted on. */
async function poll(api: ReturnType<typeof wechatRestaurant>) {
  const asked = vi.mocked(api.checkWx).mock.calls.length;
  await act(() => vi.advanceTimersByTimeAsync(WECHAT_POLL_MS));
  await vi.waitFor(() => expect(vi.mocked(api.checkWx).mock.settledResults).toHaveLength(asked + 1));
  // The page's own .then on that answer runs after the one that recorded it settling.
  await act(async () => undefined);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  intervals = vi.spyOn(globalThis, 'setInterval');
});
afterEach(() => {
  vi.useRealTimers();
  delete window.WeixinJSBridge;
  history.replaceState(null, '', '/');
});

describe('WeChat Pay in a phone browser (H5)', () => {
  it.each(['en', 'zh'] as const)('sends the guest to WeChat’s cashier with this page to come back to, and shows no QR code (%s)', async (lang) => {
    const user = userEvent.setup();
    const api = wechatRestaurant();
    const { leavePage, onPaid } = renderPanel(api, 'h5', lang);
    await user.click(await screen.findByRole('button', { name: TEXT[lang].wechat }));
    expect(api.wpayH5).toHaveBeenCalledExactlyOnceWith({ code: CODE, lang, return_url: location.href });
    expect(leavePage).toHaveBeenCalledExactlyOnceWith(H5_URL);
    expect(api.wpay).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it.each(['en', 'zh'] as const)('back from the cashier, checks the payment and shows success once check_wx says so (%s)', async (lang) => {
    history.replaceState(null, '', `/booking_process/${CODE}#tb-booking=${CODE}&tb-wxpay=h5`);
    const api = wechatRestaurant(['NOTPAY', 'SUCCESS']);
    const onPaid = vi.fn();
    renderWidget(<BookingProcessView code={CODE} onBookAgain={vi.fn()} onPaid={onPaid} />, { api, lang });
    expect(await screen.findByText(TEXT[lang].returning)).toBeInTheDocument();
    await pollingStarted();
    // The terms were accepted before leaving; the hop is taken out of the address once read.
    expect(screen.getByRole('checkbox', { name: TEXT[lang].terms })).toBeChecked();
    expect(location.hash).toBe(`#tb-booking=${CODE}`);
    await poll(api);
    expect(onPaid).not.toHaveBeenCalled();
    await poll(api);
    expect(await screen.findByRole('heading', { name: TEXT[lang].paid })).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledExactlyOnceWith(CODE);
    expect(api.wpayH5).not.toHaveBeenCalled();
  });

  it('back from a cancelled cashier: the payment options again, saying nothing was paid', async () => {
    history.replaceState(null, '', `/booking_process/${CODE}#tb-booking=${CODE}&tb-wxpay=h5`);
    const api = wechatRestaurant(['CLOSED']);
    const onPaid = vi.fn();
    renderWidget(<BookingProcessView code={CODE} onBookAgain={vi.fn()} onPaid={onPaid} />, { api, lang: 'en' });
    await screen.findByText(TEXT.en.returning);
    await pollingStarted();
    await poll(api);
    expect(await screen.findByText(TEXT.en.cancelled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.en.wechat })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('an order WeChat still calls unpaid after five checks was not completed; the guest may go back sooner', async () => {
    history.replaceState(null, '', `/booking_process/${CODE}#tb-wxpay=h5`);
    const api = wechatRestaurant(['NOTPAY']);
    renderWidget(<BookingProcessView code={CODE} onBookAgain={vi.fn()} />, { api, lang: 'zh' });
    await screen.findByText(TEXT.zh.returning);
    await pollingStarted();
    for (let check = 0; check < 4; check += 1) await poll(api);
    expect(screen.queryByRole('button', { name: TEXT.zh.wechat })).not.toBeInTheDocument();
    await poll(api);
    expect(await screen.findByText(/微信支付未完成，未扣款/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT.zh.wechat })).toBeInTheDocument();
  });
});

describe('WeChat Pay inside WeChat (JSAPI)', () => {
  it('first makes the OAuth hop, leaving the page for WeChat’s authorize address', async () => {
    const user = userEvent.setup();
    const api = wechatRestaurant(['NOTPAY'], async () => ({ oauth_url: OAUTH_URL }));
    const { leavePage } = renderPanel(api, 'jsapi');
    await user.click(await screen.findByRole('button', { name: TEXT.en.wechat }));
    await vi.waitFor(() => expect(leavePage).toHaveBeenCalledExactlyOnceWith(OAUTH_URL));
    expect(api.wpayJsapi).toHaveBeenCalledWith({ code: CODE, lang: 'en', return_url: location.href });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each(['en', 'zh'] as const)('back from the hop, pays through WeixinJSBridge and shows success only once check_wx confirms (%s)', async (lang) => {
    history.replaceState(null, '', `/booking_process/${CODE}#tb-booking=${CODE}&tb-wxpay=jsapi`);
    const bridge = weixinBridge('ok');
    const api = wechatRestaurant(['NOTPAY', 'NOTPAY', 'SUCCESS']);
    const onPaid = vi.fn();
    renderWidget(<BookingProcessView code={CODE} onBookAgain={vi.fn()} onPaid={onPaid} />, { api, lang });
    expect(await screen.findByText(TEXT[lang].confirming)).toBeInTheDocument();
    await pollingStarted();
    expect(bridge.invoke).toHaveBeenCalledExactlyOnceWith('getBrandWCPayRequest', PAY, expect.any(Function));
    // The bridge said ok: not yet paid for us.
    await poll(api);
    await poll(api);
    expect(onPaid).not.toHaveBeenCalled();
    await poll(api);
    expect(await screen.findByRole('heading', { name: TEXT[lang].paid })).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledExactlyOnceWith(CODE);
  });

  it.each(['en', 'zh'] as const)('a cancelled pay sheet goes back to the options, nothing paid (%s)', async (lang) => {
    const user = userEvent.setup();
    weixinBridge('cancel');
    const api = wechatRestaurant(['NOTPAY']);
    const { onPaid } = renderPanel(api, 'jsapi', lang);
    await user.click(await screen.findByRole('button', { name: TEXT[lang].wechat }));
    expect(await screen.findByText(TEXT[lang].cancelled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXT[lang].wechat })).toBeEnabled();
    // Back at the options, the pay sheet's view is gone: it never started polling, and time passing asks nothing.
    expect(intervals).not.toHaveBeenCalledWith(expect.any(Function), WECHAT_POLL_MS);
    await act(() => vi.advanceTimersByTimeAsync(WECHAT_POLL_MS));
    expect(api.checkWx).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('never hops twice: back from the hop still without an openid, it says WeChat could not confirm the guest', async () => {
    history.replaceState(null, '', `/booking_process/${CODE}#tb-wxpay=jsapi`);
    const api = wechatRestaurant(['NOTPAY'], async () => ({ oauth_url: OAUTH_URL }));
    const assign = vi.fn();
    renderWidget(<PaymentPanel code={CODE} depositText="RMB 1,376.00" onPaid={vi.fn()} leavePage={assign} />, { api, lang: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.en.signIn);
    expect(assign).not.toHaveBeenCalled();
  });
});
