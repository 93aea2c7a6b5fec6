import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingView } from '../../widget/features/booking/booking-view.tsx';
import { refuse, waitForever } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/** /booking: 'Choose date', the calendar, and the slot pane once a day is picked. */
const meta = {
  title: 'Widget/Booking page',
  component: BookingView,
  args: { onStartBooking: fn(), onClose: fn() },
} satisfies Meta<typeof BookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pickTenthOfJune(canvasElement: HTMLElement) {
  const day = await waitFor(() => {
    const button = canvasElement.querySelector<HTMLButtonElement>('[data-date="2026-06-10"]');
    if (button?.getAttribute('aria-disabled') !== 'false') throw new Error('10 June is not bookable yet');
    return button;
  });
  await userEvent.click(day);
}

async function chooseFourAtSeven(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { w } = storyText(globals);
  await pickTenthOfJune(canvasElement);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: w('slots.partySize', { count: 4, time: '19:00' }) }));
}

export const ChooseDate: Story = { decorators: [widgetStage()] };

export const DayPicked: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await pickTenthOfJune(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: w('slots.close') })).toBeInTheDocument();
  },
};

/** After a party size is tapped, while start_booking holds the seats. */
export const HoldingSeats: Story = {
  decorators: [widgetStage({ calls: { startBooking: waitForever } })],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await chooseFourAtSeven(canvasElement, globals);
    await expect(await within(canvasElement).findByText(w('slots.starting'))).toBeInTheDocument();
  },
};

/** Someone else took the last seats first (409 not_enough_seats). */
export const SeatsJustTaken: Story = {
  decorators: [widgetStage({ calls: { startBooking: refuse(409, 'not_enough_seats') } })],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await chooseFourAtSeven(canvasElement, globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(w('errors.not_enough_seats'));
  },
};
