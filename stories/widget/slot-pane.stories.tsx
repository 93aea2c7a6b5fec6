import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SlotPane } from '../../widget/features/booking/slot-pane.tsx';
import { waitForever } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * The time slots of the picked day, each with the seats it has left in words and round party-size
 * buttons 1..max. Sizes above the seats still free (or below the private room's minimum of 6) are
 * flat discs that cannot be pressed.
 */
const meta = {
  title: 'Widget/Slot pane',
  component: SlotPane,
  args: { date: '2026-06-10', busy: false, onClose: fn(), onChoose: fn() },
} satisfies Meta<typeof SlotPane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 18:00 has 3 seats left, 19:00 is open, 20:00 is sold out, the private room takes 6 or more. */
export const DimmedSizes: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: w('slots.partySize', { count: 3, time: '18:00' }) })).toBeEnabled());
    await expect(canvas.getByRole('button', { name: w('slots.partySize', { count: 4, time: '18:00' }) })).toBeDisabled();
    await expect(canvas.getByText(w('slots.seatsLeft', { count: 3 }))).toBeInTheDocument();
    await expect(canvas.getByText(w('slots.full'))).toBeInTheDocument();
  },
};

export const Loading: Story = {
  decorators: [widgetStage({ calls: { getSlots: waitForever } })],
};

/** A day with no open slot (or a failed load, which SPEC §8 shows the same way). */
export const NoSlots: Story = {
  decorators: [widgetStage({ restaurant: { slots: { slots: [], max: 6 } } })],
};

/** While seats are being held every size is disabled, so a second tap cannot hold twice. */
export const HoldingSeats: Story = {
  decorators: [widgetStage()],
  args: { busy: true },
};
