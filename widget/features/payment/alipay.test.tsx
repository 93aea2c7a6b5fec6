import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client/api-error.ts';
import type { AlipayCreateRequest } from '../../../api-client/contract/payment.ts';
import type { Lang } from '../../i18n/i18n.ts';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { demoOptions } from '../../test/booking-fixture.ts';
import PaymentPanel from './payment-panel.tsx';

const GATEWAY = 'https://openapi.alipay.com/gateway.do?out_trade_no=AB12CD34-1&sign=abc';

function alipayRestaurant(alipayCreate: (request: AlipayCreateRequest) => Promise<{ url: string }> = async () => ({ url: GATEWAY })) {
  return stubApi({
    paymentOptions: vi.fn(async () => ({ ...demoOptions, methods: [{ method: 'alipay' as const, demo: false }] })),
    alipayCreate: vi.fn(alipayCreate),
  });
}

function renderPanel(api: ReturnType<typeof alipayRestaurant>, lang: Lang = 'en') {
  const leavePage = vi.fn();
  const onPaid = vi.fn();
  renderWidget(<PaymentPanel code="AB12CD34" depositText="RMB 1,376.00" onPaid={onPaid} leavePage={leavePage} />, { api, lang });
  return { leavePage, onPaid };
}

/** A phone-sized screen as matchMedia reports it (jsdom has no matchMedia: a desktop by default). */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 640px)', media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('paying the deposit with Alipay', () => {
  it('starts a desktop page payment and sends the browser to the gateway', async () => {
    const user = userEvent.setup();
    const api = alipayRestaurant();
    const { leavePage, onPaid } = renderPanel(api);
    await user.click(await screen.findByRole('button', { name: 'Pay with Alipay' }));
    expect(api.alipayCreate).toHaveBeenCalledExactlyOnceWith({ code: 'AB12CD34', device: 'desktop', lang: 'en' });
    expect(leavePage).toHaveBeenCalledExactlyOnceWith(GATEWAY);
    expect(onPaid).not.toHaveBeenCalled();
    // The page is leaving: the button stays busy so a second tap cannot start a second payment.
    expect(screen.getByRole('button', { name: 'Pay with Alipay' })).toBeDisabled();
    expect(screen.getByText('Processing payment…')).toBeInTheDocument();
  });

  it('asks for the mobile (wap) payment on a phone, in Chinese', async () => {
    phoneScreen();
    const user = userEvent.setup();
    const api = alipayRestaurant();
    const { leavePage } = renderPanel(api, 'zh');
    expect(await screen.findByRole('region', { name: '选择订金支付方式' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '支付宝支付' }));
    expect(api.alipayCreate).toHaveBeenCalledWith({ code: 'AB12CD34', device: 'mobile', lang: 'zh' });
    expect(leavePage).toHaveBeenCalledWith(GATEWAY);
  });

  it('stays on the page and says why when the payment cannot start', async () => {
    const user = userEvent.setup();
    const api = alipayRestaurant(async () => Promise.reject(new ApiError(409, 'expired', 'booking_expired')));
    const { leavePage } = renderPanel(api);
    await user.click(await screen.findByRole('button', { name: 'Pay with Alipay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking has expired. Please book again.');
    expect(leavePage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay with Alipay' })).toBeEnabled();
  });

  it('labels the Alipay demo as a demo', async () => {
    const api = alipayRestaurant();
    api.paymentOptions = vi.fn(async () => ({ ...demoOptions, methods: [{ method: 'alipay' as const, demo: true }] }));
    renderPanel(api);
    expect(await screen.findByRole('button', { name: 'Pay with Alipay (Demo)' })).toBeInTheDocument();
    expect(screen.getByText('Demo mode: no payment provider is configured, no money is taken.')).toBeInTheDocument();
  });
});
