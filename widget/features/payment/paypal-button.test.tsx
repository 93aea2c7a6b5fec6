import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { loadScript, PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import type { Lang } from '../../i18n/i18n.ts';
import { renderWidget } from '../../test/render-widget.tsx';
import { bookingRestaurant, demoOptions, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from '../booking-process/booking-process-view.tsx';

/** PayPal's SDK is a third party's script from PayPal's servers: it stands in here, as in Storybook. */
const sdk = vi.hoisted(() => ({
  loadScript: vi.fn<typeof loadScript>(),
  buttons: null as PayPalButtonsComponentOptions | null,
  closed: 0,
}));
vi.mock('@paypal/paypal-js', () => ({ loadScript: sdk.loadScript }));

beforeEach(() => {
  sdk.buttons = null;
  sdk.closed = 0;
  sdk.loadScript.mockReset();
  sdk.loadScript.mockImplementation(async () => ({
    version: '5-test',
    Buttons: (options) => {
      sdk.buttons = options ?? null;
      return {
        render: async (container) => {
          if (typeof container !== 'string') container.append(Object.assign(document.createElement('iframe'), { title: 'PayPal' }));
        },
        close: async () => void sdk.closed++,
        isEligible: () => true,
        updateProps: async () => undefined,
        resume: () => undefined,
        hasReturned: () => false,
      };
    },
  }));
});

type ApproveActions = Parameters<NonNullable<PayPalButtonsComponentOptions['onApprove']>>[1];
type CreateActions = Parameters<NonNullable<PayPalButtonsComponentOptions['createOrder']>>[1];
type CancelActions = Parameters<NonNullable<PayPalButtonsComponentOptions['onCancel']>>[1];

/** What the guest does in PayPal's window, as the SDK reports it back to the button's callbacks. */
const guest = {
  async startsCheckout(): Promise<string> {
    const buttons = sdk.buttons!;
    let orderId = '';
    await act(async () => {
      orderId = await buttons.createOrder!({ paymentSource: 'paypal' }, {} as CreateActions);
    });
    return orderId;
  },
  approves: (orderID: string, actions = {} as ApproveActions) => act(() => sdk.buttons!.onApprove!({ orderID, payerID: 'PAYER1' }, actions)),
  cancels: () => act(() => sdk.buttons!.onCancel!({ orderID: 'ORDER-1' }, {} as CancelActions)),
};

function paypalRestaurant(demo = false) {
  const { api } = bookingRestaurant(heldBooking({ last_step: 3, country: '1', phone: '2025550100', customer_id: 7 }));
  api.paymentOptions = vi.fn(async () => ({
    ...demoOptions,
    methods: [
      { method: 'wechat' as const, demo },
      { method: 'paypal' as const, demo },
    ],
    ...(demo ? {} : { paypal_client_id: 'client-123' }),
  }));
  api.paypalCreate = vi.fn(async () => ({ id: 'ORDER-1', amount: { currency_code: 'USD' as const, value: '192.64' } }));
  return api;
}

async function reachPayment(api: ReturnType<typeof paypalRestaurant>, lang: Lang = 'en') {
  const user = userEvent.setup();
  const onPaid = vi.fn();
  renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} onPaid={onPaid} />, { api, lang });
  await user.click(await screen.findByRole('checkbox', { name: lang === 'zh' ? /接受重要须知/ : /accept the important notes/ }));
  await user.keyboard('{Escape}');
  const payment = await screen.findByRole('region', { name: lang === 'zh' ? '选择订金支付方式' : 'Choose how to pay the deposit' });
  return { user, onPaid, payment };
}

describe('paying the deposit with PayPal', () => {
  it('loads PayPal’s SDK and wires createOrder and onApprove to our server; COMPLETED confirms', async () => {
    const api = paypalRestaurant();
    const { payment, onPaid } = await reachPayment(api);
    expect(await within(payment).findByTitle('PayPal')).toBeInTheDocument();
    expect(sdk.loadScript).toHaveBeenCalledWith({ clientId: 'client-123', currency: 'USD', locale: 'en_US' });
    expect(within(payment).queryByText(/Demo/)).not.toBeInTheDocument();

    expect(await guest.startsCheckout()).toBe('ORDER-1');
    expect(api.paypalCreate).toHaveBeenCalledWith({ code: 'AB12CD34', lang: 'en' });
    // While the guest is in PayPal's window, nothing else can start a second payment.
    expect(within(payment).getByText('Processing payment…')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Pay with WeChat' })).toBeDisabled();

    await guest.approves('ORDER-1');
    expect(api.paypalCapture).toHaveBeenCalledWith({ oid: 'ORDER-1', code: 'AB12CD34' });
    expect(await screen.findByRole('heading', { name: /Payment and booking successful/ })).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledExactlyOnceWith('AB12CD34');
    await waitFor(() => expect(sdk.closed).toBe(1));
  });

  it('shows the capture error of SPEC §8 when PayPal does not complete, in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const api = paypalRestaurant();
      api.paypalCapture = vi.fn(async () => ({ status: 'PAYER_ACTION_REQUIRED' }));
      const { payment, onPaid } = await reachPayment(api, lang);
      await waitFor(() => expect(sdk.buttons).not.toBeNull());
      await guest.approves(await guest.startsCheckout());
      expect(await within(payment).findByRole('alert')).toHaveTextContent(
        lang === 'zh'
          ? '确认您的 PayPal 付款时出错，请携预订编号联系我们。'
          : 'Something went wrong while confirming your PayPal payment. Please contact us with your booking code.',
      );
      expect(onPaid).not.toHaveBeenCalled();
      expect(within(payment).queryByText(/Processing payment|正在处理付款/)).not.toBeInTheDocument();
      expect(sdk.loadScript).toHaveBeenLastCalledWith({ clientId: 'client-123', currency: 'USD', locale: lang === 'zh' ? 'zh_CN' : 'en_US' });
      cleanup();
      sdk.buttons = null;
    }
  });

  it('shows a pending payment as such, not as an error, in both languages; the other methods are gone', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const api = paypalRestaurant();
      api.paypalCapture = vi.fn(async () => ({ status: 'PENDING' }));
      const { payment, onPaid } = await reachPayment(api, lang);
      await waitFor(() => expect(sdk.buttons).not.toBeNull());
      await guest.approves(await guest.startsCheckout());
      expect(await within(payment).findByRole('status')).toHaveTextContent(
        lang === 'zh'
          ? 'PayPal 仍在处理您的付款，确认后我们会通过电子邮件通知您。'
          : 'PayPal is still processing your payment. We will e-mail you as soon as it is confirmed.',
      );
      expect(within(payment).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(payment).queryByRole('button', { name: lang === 'zh' ? '微信支付' : 'Pay with WeChat' })).not.toBeInTheDocument();
      expect(within(payment).queryByTitle('PayPal')).not.toBeInTheDocument();
      expect(onPaid).not.toHaveBeenCalled();
      expect(screen.queryByRole('heading', { name: /Payment and booking successful|支付成功/ })).not.toBeInTheDocument();
      cleanup();
      sdk.buttons = null;
    }
  });

  it('restarts PayPal’s buttons when the card is declined, as PayPal recommends; the guest then pays another way', async () => {
    const api = paypalRestaurant();
    api.paypalCapture = vi.fn(async () => ({ status: 'INSTRUMENT_DECLINED' }));
    const { payment, onPaid } = await reachPayment(api);
    await waitFor(() => expect(sdk.buttons).not.toBeNull());
    const orderId = await guest.startsCheckout();
    const restart = vi.fn();
    await guest.approves(orderId, { restart } as unknown as ApproveActions);
    expect(restart).toHaveBeenCalledOnce();
    expect(within(payment).queryByRole('alert')).not.toBeInTheDocument();
    // PayPal's window is open again: nothing else may start a second payment meanwhile.
    expect(within(payment).getByText('Processing payment…')).toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Pay with WeChat' })).toBeDisabled();

    api.paypalCapture = vi.fn(async () => ({ status: 'COMPLETED' }));
    await guest.approves(orderId, { restart } as unknown as ApproveActions);
    expect(await screen.findByRole('heading', { name: /Payment and booking successful/ })).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledExactlyOnceWith('AB12CD34');
    expect(restart).toHaveBeenCalledOnce();
    expect(api.paypalCapture).toHaveBeenCalledWith({ oid: orderId, code: 'AB12CD34' });
  });

  it('clears the paying state when the guest cancels in PayPal’s window', async () => {
    const api = paypalRestaurant();
    const { payment } = await reachPayment(api);
    await waitFor(() => expect(sdk.buttons).not.toBeNull());
    await guest.startsCheckout();
    expect(within(payment).getByRole('button', { name: 'Pay with WeChat' })).toBeDisabled();
    await guest.cancels();
    expect(within(payment).queryByText('Processing payment…')).not.toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Pay with WeChat' })).toBeEnabled();
    expect(within(payment).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.paypalCapture).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: /Payment and booking successful/ })).not.toBeInTheDocument();
  });

  it('offers a button labelled as the demo, without PayPal’s SDK, when PayPal is the demo', async () => {
    const user = userEvent.setup();
    const api = paypalRestaurant(true);
    const { payment } = await reachPayment(api);
    expect(within(payment).getByText('Demo mode: no payment provider is configured, no money is taken.')).toBeInTheDocument();
    const demo = within(payment).getByRole('button', { name: 'Pay with PayPal — Demo payment (no money is taken)' });
    expect(within(payment).getByRole('button', { name: 'Pay with WeChat (Demo)' })).toBeInTheDocument();
    await user.click(demo);
    expect(await screen.findByRole('heading', { name: /Payment and booking successful/ })).toBeInTheDocument();
    expect(api.paypalCreate).toHaveBeenCalledWith({ code: 'AB12CD34', lang: 'en' });
    expect(api.paypalCapture).toHaveBeenCalledWith({ oid: 'ORDER-1', code: 'AB12CD34' });
    expect(sdk.loadScript).not.toHaveBeenCalled();
  });
});
