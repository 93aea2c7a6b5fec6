import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import PaymentPanel from '../../widget/features/payment/payment-panel.tsx';
import type { WeixinBridge } from '../../widget/features/payment/wechat-bridge.ts';
import { BOOKING_CODE } from '../fixtures/bookings.ts';
import { waitForever } from '../fixtures/fake-api.ts';
import { ALL_PAYMENT_OPTIONS } from '../fixtures/restaurant.ts';
import { storyText } from '../support/story-text.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * Step 4's WeChat Pay on a phone: the JSAPI pay sheet inside WeChat, the return from the H5 cashier
 * in another browser (checked with check_wx), and a cancelled payment. The desktop QR code is in
 * "Step 4 review and payment".
 */
const meta = {
  title: 'Widget/Booking flow/WeChat Pay on a phone',
  component: PaymentPanel,
  args: { code: BOOKING_CODE, depositText: 'RMB 1,376.00', onPaid: fn(), leavePage: fn() },
} satisfies Meta<typeof PaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const wechatRestaurant = (calls: NonNullable<Parameters<typeof widgetStage>[0]>['calls'] = {}) =>
  widgetStage({ restaurant: { paymentOptions: { ...ALL_PAYMENT_OPTIONS, wechat_jsapi: true } }, calls });

/** Stands in for the WeixinJSBridge that WeChat's browser injects, answering the pay sheet with `outcome`. */
const bridgeAnswering = (outcome: 'ok' | 'cancel') => () => {
  const bridge: WeixinBridge = { invoke: (_name, _params, callback) => callback({ err_msg: `get_brand_wcpay_request:${outcome}` }) };
  window.WeixinJSBridge = bridge;
  return () => {
    delete window.WeixinJSBridge;
  };
};

/** Inside WeChat: the guest paid in WeChat's sheet; the page waits for WeChat Pay to confirm it (check_wx). */
export const JsapiWaiting: Story = {
  args: { wechatWay: 'jsapi' },
  decorators: [wechatRestaurant({ checkWx: waitForever })],
  beforeEach: bridgeAnswering('ok'),
  play: async ({ canvasElement, globals, args }) => {
    const { w } = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: w('payment.wechat') }));
    await expect(await canvas.findByText(w('wechatPay.confirming'))).toBeInTheDocument();
    await expect(canvas.getByText(w('wechatPay.confirmingHint'))).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};

/** Another phone browser, back from WeChat's H5 cashier (#tb-wxpay=h5): the payment is being checked. */
export const H5Returning: Story = {
  decorators: [wechatRestaurant({ checkWx: waitForever })],
  beforeEach: () => {
    const before = location.hash;
    history.replaceState(history.state, '', `#tb-booking=${BOOKING_CODE}&tb-wxpay=h5`);
    return () => history.replaceState(history.state, '', before || location.pathname + location.search);
  },
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(w('wechatPay.returning'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: w('wechatPay.backToOptions') })).toBeInTheDocument();
  },
};

/** Inside WeChat, the guest closed the pay sheet: back at the payment options, told nothing was paid. */
export const Cancelled: Story = {
  args: { wechatWay: 'jsapi' },
  decorators: [wechatRestaurant()],
  beforeEach: bridgeAnswering('cancel'),
  play: async ({ canvasElement, globals, args }) => {
    const { w } = storyText(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: w('payment.wechat') }));
    await expect(await canvas.findByText(w('wechatPay.cancelled'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: w('payment.wechat') })).toBeEnabled();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};
