import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingResultPage } from '../../site/features/booking-result/booking-result-page.tsx';
import { waitForever } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { siteStage } from '../support/site-stage.tsx';

/** `/booking_result`: where Alipay returns the guest; the page asks the server to verify the payment. */
const meta = {
  title: 'Site/Booking result page',
  component: BookingResultPage,
} satisfies Meta<typeof BookingResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const alipayReturn = '/booking_result?out_trade_no=TB-AB12CD34-1&trade_no=2026060322001&total_amount=1376.00&sign=demo';

/** Alipay has not told the server yet: the page keeps asking every 3 seconds. */
export const Processing: Story = { decorators: [siteStage({ path: alipayReturn, calls: { alipayVerify: waitForever } })] };

/** Verified: Booking confirmed, with thanks, the guest's names, the date, the party and the time. */
export const Confirmed: Story = {
  decorators: [siteStage({ path: alipayReturn })],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: storyText(globals).s('result.confirmed_title') })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  decorators: [siteStage({ path: alipayReturn, restaurant: { alipay: { status: 'failed', booking: null } } })],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).s('result.failed'));
  },
};

/** Opened without Alipay's parameters. */
export const NoPaymentDetails: Story = { decorators: [siteStage({ path: '/booking_result' })] };
