import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookingPage } from '../../site/features/booking/booking-page.tsx';
import { storyText } from '../support/story-text.ts';
import { siteStage } from '../support/site-stage.tsx';

/**
 * `/booking` on the site: the calendar beside the slot pane while online reservation is live; while
 * it is closed or under maintenance, the page says so at once (the words of the landing page and
 * the widget) instead of a calendar whose every pick the server would refuse.
 */
const meta = {
  title: 'Site/Booking page',
  component: BookingPage,
} satisfies Meta<typeof BookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  decorators: [siteStage({ path: '/booking' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid')).toBeInTheDocument();
  },
};

export const Closed: Story = {
  decorators: [siteStage({ path: '/booking', restaurant: { status: 'closed' } })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText(storyText(globals).s('landing.closed'));
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Maintenance: Story = {
  decorators: [siteStage({ path: '/booking', restaurant: { status: 'maintenance' } })],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText(storyText(globals).s('landing.maintenance'));
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};
