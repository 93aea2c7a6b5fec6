import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookingItem } from '../../widget/features/my-bookings/booking-item.tsx';
import { LISTED } from '../fixtures/bookings.ts';
import { refuse, type FakeSetup } from '../fixtures/fake-api.ts';
import { RESTAURANT } from '../fixtures/restaurant.ts';
import { storyText } from '../support/story-text.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * One booking in my bookings: status badge, date, persons, time, details, and change or cancel
 * requests (only for upcoming bookings at least 3 days ahead with no request open).
 */
const inList: Decorator = (Story, { globals }) => (
  <ul className="tb-booking-list" aria-label={storyText(globals).w('myBookings.list')}>
    <Story />
  </ul>
);

/** The item in its list (a <li> belongs right inside a <ul>), the list on the widget's stage. */
const inListOnStage = (setup?: FakeSetup): Decorator[] => [inList, widgetStage(setup)];

const meta = {
  title: 'Widget/My bookings/Booking',
  component: BookingItem,
  args: { booking: LISTED.upcoming },
} satisfies Meta<typeof BookingItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement, name: string) => userEvent.click(within(canvasElement).getByRole('button', { name }));

export const Upcoming: Story = { decorators: inListOnStage() };

/** Two days ahead: too late to ask online, so no request buttons. */
export const UpcomingWithinThreeDays: Story = { decorators: inListOnStage(), args: { booking: LISTED.upcomingSoon } };

export const RequestAlreadyOpen: Story = { decorators: inListOnStage(), args: { booking: LISTED.requestOpen } };

export const Completed: Story = { decorators: inListOnStage(), args: { booking: LISTED.completed } };

/** Paid by PayPal, so the deposit shows in USD. */
export const Cancelled: Story = {
  decorators: inListOnStage(),
  args: { booking: LISTED.cancelled },
  play: async ({ canvasElement, globals }) => {
    await press(canvasElement, storyText(globals).w('myBookings.showDetails'));
  },
};

export const Details: Story = {
  decorators: inListOnStage(),
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await press(canvasElement, w('myBookings.showDetails'));
    await expect(within(canvasElement).getByText(w('myBookings.method.wechat'))).toBeInTheDocument();
  },
};

export const ChangeRequestForm: Story = {
  decorators: inListOnStage(),
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await press(canvasElement, w('myBookings.change'));
    await expect(within(canvasElement).getByRole('form', { name: w('myBookings.change') })).toBeInTheDocument();
  },
};

export const CancelWithoutReason: Story = {
  decorators: inListOnStage(),
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await press(canvasElement, w('myBookings.cancel'));
    await press(canvasElement, w('myBookings.submit'));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(w('myBookings.reasonRequired'));
  },
};

/** The request is sent: the thank-you replaces the buttons. */
export const ThankYou: Story = {
  decorators: inListOnStage(),
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await press(canvasElement, w('myBookings.cancel'));
    await userEvent.type(within(canvasElement).getByLabelText(w('myBookings.reason')), 'We must travel that week');
    await press(canvasElement, w('myBookings.submit'));
    await expect(await within(canvasElement).findByText(w('myBookings.thanks'))).toBeInTheDocument();
  },
};

/** The server refused: it became too late while the page was open. */
export const RequestRefused: Story = {
  decorators: inListOnStage({ calls: { bookingRequest: refuse(409, 'too_late_to_request') } }),
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await press(canvasElement, w('myBookings.change'));
    await userEvent.type(within(canvasElement).getByLabelText(w('myBookings.reason')), 'Could we come at 20:00?');
    await press(canvasElement, w('myBookings.submit'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(w('errors.too_late_to_request', { count: RESTAURANT.booking_rules.change_cancel_min_days }));
  },
};
