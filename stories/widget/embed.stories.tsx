import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { EmitEvent } from '../../widget/embed/events.ts';
import { WidgetApp } from '../../widget/embed/widget-app.tsx';
import { unreachable, waitForever } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * What `<table-booking>` shows inside its shadow root: the status check first, then the view of
 * its `view` attribute, with in-element navigation between calendar and my bookings. `emit` is
 * where the element's DOM events (tb:ready, tb:booking-started, ...) come from.
 */
const meta = {
  title: 'Widget/Embed',
  component: WidgetApp,
  args: { view: 'booking', emit: fn<EmitEvent>(), onState: fn(), version: 'storybook' },
} satisfies Meta<typeof WidgetApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingStatus: Story = { decorators: [widgetStage({ calls: { getStatus: waitForever } })] };

export const Ready: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals, args }) => {
    await expect(await within(canvasElement).findByRole('button', { name: storyText(globals).w('embed.myBookings') })).toBeInTheDocument();
    await waitFor(() => expect(args.emit).toHaveBeenCalledWith('tb:ready', { version: 'storybook' }));
  },
};

export const MyBookingsFirst: Story = {
  decorators: [widgetStage()],
  args: { view: 'my-bookings' },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: storyText(globals).w('myBookings.heading') })).toBeInTheDocument();
  },
};

export const ReservationsClosed: Story = { decorators: [widgetStage({ restaurant: { status: 'closed' } })] };

export const Maintenance: Story = { decorators: [widgetStage({ restaurant: { status: 'maintenance' } })] };

/** The API cannot be reached: state="error", tb:error, and Try again. */
export const Unreachable: Story = {
  decorators: [widgetStage({ calls: { getStatus: unreachable } })],
  play: async ({ canvasElement, globals, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).w('embed.unreachable'));
    await waitFor(() => expect(args.onState).toHaveBeenCalledWith('error'));
  },
};
