import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckWxResponse, WpayResponse } from '../../../api-client/contract/payment.ts';
import type { Lang } from '../../i18n/i18n.ts';
import { renderWidget } from '../../test/render-widget.tsx';
import { bookingRestaurant, demoOptions, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from '../booking-process/booking-process-view.tsx';

const CODE_URL = 'weixin://wxpay/bizpayurl?pr=AbCdEf1';

/**
 * A guest on step 4 whose restaurant offers real WeChat Pay. Only intervals are faked (the 3-second
 * poll, the countdowns): Testing Library's waits and user-event keep their real timeouts.
 */
function wechatRestaurant(wpay: () => Promise<WpayResponse>, statuses: CheckWxResponse['status'][] = ['NOTPAY']) {
  const { api } = bookingRestaurant(heldBooking({ last_step: 3, country: '86', phone: '13800138000', customer_id: 7 }));
  api.paymentOptions = vi.fn(async () => ({ ...demoOptions, methods: [{ method: 'wechat' as const, demo: false }] }));
  api.wpay = vi.fn(wpay);
  let polls = 0;
  api.checkWx = vi.fn(async () => ({ status: statuses[Math.min(polls++, statuses.length - 1)]! }));
  return api;
}

async function chooseWechat(api: ReturnType<typeof wechatRestaurant>, lang: Lang = 'en', onPaid = vi.fn()) {
  const user = userEvent.setup();
  const labels = lang === 'zh' ? { terms: /接受重要须知/, close: '关闭', wechat: '微信支付' } : { terms: /accept the important notes/, close: 'Close', wechat: 'Pay with WeChat' };
  renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} onPaid={onPaid} />, { api, lang });
  await user.click(await screen.findByRole('checkbox', { name: labels.terms }));
  await user.click(screen.getByRole('button', { name: labels.close }));
  const wechat = await screen.findByRole('button', { name: labels.wechat });
  return { user, wechat, onPaid };
}

/**
 * Chromium moves focus from a button to the page while the button is disabled; jsdom keeps it
 * there (and ignores blur() on a disabled element), so do what Chromium does.
 */
function chromiumFocusFixup(button: HTMLElement) {
  button.removeAttribute('disabled');
  button.blur();
  button.setAttribute('disabled', '');
}

const poll = () => act(() => vi.advanceTimersByTimeAsync(3000));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('paying the deposit with WeChat Pay', () => {
  it('shows the QR code with instructions, polls every 3 seconds and confirms on SUCCESS', async () => {
    const api = wechatRestaurant(async () => ({ code_url: CODE_URL, demo: false }), ['NOTPAY', 'SUCCESS']);
    const { user, wechat, onPaid } = await chooseWechat(api);
    await user.click(wechat);
    expect(api.wpay).toHaveBeenCalledWith({ code: 'AB12CD34', lang: 'en' });

    const overlay = await screen.findByRole('dialog', { name: 'Scan to pay with WeChat' });
    const qr = await within(overlay).findByRole('img', { name: 'WeChat payment QR code' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(overlay).getByText('Open WeChat, tap Scan and scan this code to pay RMB 1,376.00.')).toBeInTheDocument();
    expect(within(overlay).getByText('Trouble paying? Contact us on WeChat or call +86 21 5555 0100.')).toBeInTheDocument();
    expect(within(overlay).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(overlay).queryByText(/Demo mode/)).not.toBeInTheDocument();
    expect(within(overlay).queryByRole('link')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(api.checkWx).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.checkWx).toHaveBeenCalledExactlyOnceWith('AB12CD34');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await poll();
    expect(api.checkWx).toHaveBeenCalledTimes(2);
    const success = await screen.findByRole('heading', { name: /Payment and booking successful/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(success.parentElement).toHaveTextContent('Your booking is confirmed. For help, call +86 21 5555 0100.');
    expect(onPaid).toHaveBeenCalledExactlyOnceWith('AB12CD34');

    await poll();
    await poll();
    expect(api.checkWx).toHaveBeenCalledTimes(2);
  });

  it('counts ORDERPAID from wpay as paid at once, in Chinese', async () => {
    const api = wechatRestaurant(async () => ({ code: 'ORDERPAID' }));
    const { user, wechat, onPaid } = await chooseWechat(api, 'zh');
    await user.click(wechat);
    expect(api.wpay).toHaveBeenCalledWith({ code: 'AB12CD34', lang: 'zh' });
    const success = await screen.findByRole('heading', { name: /支付成功，预订成功/ });
    expect(success.parentElement).toHaveTextContent('您的预订已确认。如需帮助，请致电 +86 21 5555 0100。');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledWith('AB12CD34');
    await poll();
    expect(api.checkWx).not.toHaveBeenCalled();
  });

  it('shows the overlay in Chinese, with the demo notice and the demo page to pay on when WeChat is the demo', async () => {
    const api = wechatRestaurant(async () => ({ code_url: CODE_URL, demo: true }));
    const { user, wechat } = await chooseWechat(api, 'zh');
    await user.click(wechat);
    const overlay = await screen.findByRole('dialog', { name: '微信扫码支付' });
    expect(await within(overlay).findByRole('img', { name: '微信支付二维码' })).toBeInTheDocument();
    expect(within(overlay).getByText('打开微信，点击“扫一扫”扫描此二维码，支付人民币 1,376.00 元。')).toBeInTheDocument();
    expect(within(overlay).getByText('支付遇到问题？请通过微信联系我们或致电 +86 21 5555 0100。')).toBeInTheDocument();
    expect(within(overlay).getByText(/演示模式/)).toBeInTheDocument();
    const payHere = within(overlay).getByRole('link', { name: '手边没有手机？打开演示支付页面（新标签页）' });
    expect(payHere).toHaveAttribute('href', CODE_URL);
    expect(payHere).toHaveAttribute('target', '_blank');
    expect(within(overlay).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('keeps focus inside, closes on Escape, gives focus back to the WeChat button and stops polling', async () => {
    let answer: (value: WpayResponse) => void = () => undefined;
    const api = wechatRestaurant(() => new Promise((resolve) => (answer = resolve)));
    const { user, wechat } = await chooseWechat(api);
    await user.click(wechat);
    expect(wechat).toBeDisabled();
    chromiumFocusFixup(wechat);
    expect(wechat).not.toHaveFocus();
    await act(async () => answer({ code_url: CODE_URL, demo: false }));

    const overlay = await screen.findByRole('dialog', { name: 'Scan to pay with WeChat' });
    const close = within(overlay).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(overlay).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(overlay).toContainElement(document.activeElement as HTMLElement);

    await poll();
    expect(api.checkWx).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(wechat).toHaveFocus());
    await poll();
    await poll();
    expect(api.checkWx).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: /Payment and booking successful/ })).not.toBeInTheDocument();
    expect(wechat).toBeEnabled();
  });

  it('closes with its Close button too, and stops polling', async () => {
    const api = wechatRestaurant(async () => ({ code_url: CODE_URL, demo: false }));
    const { user, wechat } = await chooseWechat(api);
    await user.click(wechat);
    const overlay = await screen.findByRole('dialog', { name: 'Scan to pay with WeChat' });
    await user.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await poll();
    expect(api.checkWx).not.toHaveBeenCalled();
  });
});
