import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { loadScript, PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { ApiError } from '../../../api-client/api-error.ts';
import type { PaymentOptions } from '../../../api-client/contract/payment.ts';
import type { Lang } from '../../i18n/i18n.ts';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { demoOptions } from '../../test/booking-fixture.ts';
import PaymentPanel from './payment-panel.tsx';

/** PayPal's SDK is a third party's script: it stands in here, keeping the options its button was given. */
const sdk = vi.hoisted(() => ({ loadScript: vi.fn<typeof loadScript>(), buttons: null as PayPalButtonsComponentOptions | null }));
vi.mock('@paypal/paypal-js', () => ({ loadScript: sdk.loadScript }));

beforeEach(() => {
  sdk.buttons = null;
  sdk.loadScript.mockReset();
  sdk.loadScript.mockImplementation(async () => ({
    version: '5-test',
    Buttons: (options) => {
      sdk.buttons = options ?? null;
      return {
        render: async () => undefined,
        close: async () => undefined,
        isEligible: () => true,
        updateProps: async () => undefined,
        resume: () => undefined,
        hasReturned: () => false,
      };
    },
  }));
});

const tooMany = () => new ApiError(429, 'Too many payment attempts.', 'payment_rate_limited');
const notYours = () => new ApiError(403, 'Only the browser that started this booking may pay for it.', 'booking_not_yours');
const TEXT = {
  en: { tooMany: 'Too many payment attempts. Please wait a moment and try again.', wechat: 'Pay with WeChat', region: 'Choose how to pay the deposit' },
  zh: { tooMany: '支付尝试次数过多，请稍候再试。', wechat: '微信支付', region: '选择订金支付方式' },
};

function renderPanel(methods: PaymentOptions['methods'], calls: Parameters<typeof stubApi>[0], lang: Lang = 'en', paypalClientId?: string) {
  const api = stubApi({
    paymentOptions: vi.fn(async () => ({ ...demoOptions, methods, ...(paypalClientId ? { paypal_client_id: paypalClientId } : {}) })),
    ...calls,
  });
  const onPaid = vi.fn();
  renderWidget(<PaymentPanel code="AB12CD34" depositText="RMB 1,376.00" onPaid={onPaid} />, { api, lang });
  return { api, onPaid };
}

describe('a payment call the server refuses', () => {
  it('says so next to the payment options when there were too many attempts, in both languages, and lets the guest try again', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const user = userEvent.setup();
      const wpay = vi.fn(() => Promise.reject(tooMany()));
      renderPanel([{ method: 'wechat', demo: false }], { wpay }, lang);
      const payment = await screen.findByRole('region', { name: TEXT[lang].region });
      await user.click(within(payment).getByRole('button', { name: TEXT[lang].wechat }));
      expect(await within(payment).findByRole('alert')).toHaveTextContent(TEXT[lang].tooMany);
      expect(within(payment).getByRole('button', { name: TEXT[lang].wechat })).toBeEnabled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('tells a browser that did not start the booking why it cannot pay (demo PayPal)', async () => {
    const user = userEvent.setup();
    const paypalCapture = vi.fn();
    const { onPaid } = renderPanel([{ method: 'paypal', demo: true }], { paypalCreate: vi.fn(() => Promise.reject(notYours())), paypalCapture });
    await user.click(await screen.findByRole('button', { name: /PayPal — Demo payment/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking was started in another browser.');
    expect(paypalCapture).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("shows the refusal of PayPal's createOrder itself, not the bare error the SDK hands on afterwards", async () => {
    const paypalCreate = vi.fn(() => Promise.reject(tooMany()));
    renderPanel(
      [
        { method: 'wechat', demo: false },
        { method: 'paypal', demo: false },
      ],
      { paypalCreate },
      'en',
      'client-123',
    );
    await waitFor(() => expect(sdk.buttons).not.toBeNull());
    const buttons = sdk.buttons!;
    await act(async () => {
      await expect(buttons.createOrder!({ paymentSource: 'paypal' }, {} as Parameters<NonNullable<typeof buttons.createOrder>>[1])).rejects.toThrow();
    });
    await act(async () => buttons.onError!({ message: 'Error: Too many payment attempts.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.en.tooMany);
    expect(screen.queryByText('Processing payment…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with WeChat' })).toBeEnabled();
  });
});
