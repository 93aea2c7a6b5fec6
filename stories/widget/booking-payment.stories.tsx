import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { internationalReviewBooking, reviewBooking } from '../fixtures/bookings.ts';
import { formatMoney } from '../../api-client/rules/glossary.ts';
import { ALL_PAYMENT_OPTIONS } from '../fixtures/restaurant.ts';
import { storyLang } from '../support/with-language.tsx';
import { flowArgs, flowComponent } from '../support/flow-meta.ts';
import { storyText } from '../support/story-text.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * Step 4: the review, the deposit policy (mainland China or not), the terms, and the payment
 * options the server offers. With no provider configured the demo stands in and says so.
 */
const meta = {
  title: 'Widget/Booking flow/Step 4 review and payment',
  component: flowComponent,
  args: flowArgs(),
} satisfies Meta<typeof flowComponent>;

export default meta;
type Story = StoryObj<typeof meta>;

const atReview = (over: Parameters<typeof widgetStage>[0] = {}) => widgetStage({ restaurant: { booking: reviewBooking(), ...over.restaurant }, calls: over.calls });

/** Ticks the terms (the notes open), closes the notes: the payment options appear. */
async function acceptTerms(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { w } = storyText(globals);
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name: w('review.terms') }));
  const payment = await canvas.findByRole('region', { name: w('review.paymentOptions') });
  await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: w('common.close') }));
  return payment;
}

/** A guest with a +86 phone: the local deposit policy. */
export const ReviewMainlandChina: Story = { decorators: [atReview()] };

/** A guest with a +852 phone and an e-mail: the international policy (PayPal in USD). */
export const ReviewOtherCountry: Story = { decorators: [atReview({ restaurant: { booking: internationalReviewBooking() } })] };

export const TermsModal: Story = {
  decorators: [atReview()],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await userEvent.click(await within(canvasElement).findByRole('checkbox', { name: w('review.terms') }));
    await expect(within(canvasElement).getByRole('dialog', { name: w('notes.heading') })).toBeInTheDocument();
  },
};

/** Demo mode: WeChat and PayPal stand-ins, with the demo notice. */
export const PaymentOptions: Story = {
  decorators: [atReview()],
  play: async ({ canvasElement, globals }) => {
    const payment = await acceptTerms(canvasElement, globals);
    await expect(within(payment).getByText(storyText(globals).w('payment.demoNotice'))).toBeInTheDocument();
  },
};

/**
 * The PayPal option says what PayPal will charge before the guest pays: the deposit (4 x RMB 344)
 * at the restaurant's 0.14 USD per RMB, USD 192.64, as paypal_create will ask.
 */
export const PaypalAmount: Story = {
  decorators: [atReview({ restaurant: { booking: internationalReviewBooking() } })],
  play: async ({ canvasElement, globals }) => {
    const payment = await acceptTerms(canvasElement, globals);
    const amount = formatMoney(19_264, 'USD', storyLang(globals));
    await expect(within(payment).getByText(storyText(globals).w('payment.paypalAmount', { amount }))).toBeInTheDocument();
  },
};

/** A restaurant with WeChat Pay and Alipay configured, each button in its provider's colours with its mark (the Alipay button leaves for the gateway). */
export const AlipayOption: Story = {
  decorators: [atReview({ restaurant: { paymentOptions: ALL_PAYMENT_OPTIONS } })],
  play: async ({ canvasElement, globals }) => {
    const payment = await acceptTerms(canvasElement, globals);
    const alipay = within(payment).getByRole('button', { name: storyText(globals).w('payment.alipay') });
    // Its mark is drawn beside the name, hidden from screen readers.
    await expect(alipay.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** The full-screen WeChat overlay: the QR code of code_url, checked every 3 seconds; the demo's also links its page, for a computer without a phone. */
export const WechatOverlay: Story = {
  decorators: [atReview()],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    const payment = await acceptTerms(canvasElement, globals);
    await userEvent.click(within(payment).getByRole('button', { name: new RegExp(w('payment.wechat')) }));
    const overlay = await within(canvasElement).findByRole('dialog', { name: w('payment.wechatTitle') });
    await expect(await within(overlay).findByRole('img', { name: w('payment.qrAlt') })).toBeInTheDocument();
    await expect(within(overlay).getByRole('link', { name: w('payment.demoPayHere') })).toHaveAttribute('target', '_blank');
  },
};

/** Paid with the demo PayPal button: the green success message, all five segments filled. */
export const PaymentSuccess: Story = {
  decorators: [atReview()],
  play: async ({ canvasElement, globals, args }) => {
    const { w } = storyText(globals);
    const payment = await acceptTerms(canvasElement, globals);
    await userEvent.click(within(payment).getByRole('button', { name: new RegExp(w('payment.paypal')) }));
    await expect(await within(canvasElement).findByRole('heading', { name: new RegExp(w('payment.successTitle')) })).toBeInTheDocument();
    await expect(args.onPaid).toHaveBeenCalled();
  },
};

/** PayPal approved but the capture did not complete: SPEC §8's capture error. */
export const CaptureError: Story = {
  decorators: [atReview({ calls: { paypalCapture: async () => ({ status: 'DECLINED' }) } })],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    const payment = await acceptTerms(canvasElement, globals);
    await userEvent.click(within(payment).getByRole('button', { name: new RegExp(w('payment.paypal')) }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(w('payment.paypalFailed'));
  },
};

/** Opening the link of a booking already paid: the success message instead of the steps. */
export const AlreadyPaid: Story = {
  decorators: [atReview({ restaurant: { booking: reviewBooking({ status: { name: 'pending' }, status_id: 1 }) } })],
};
