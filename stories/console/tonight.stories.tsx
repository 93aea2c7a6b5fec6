import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffApiError } from '../../console/app/staff-api.ts';
import { TonightView } from '../../console/features/tonight/tonight-view.tsx';
import { busyEvening } from './console-fixtures.ts';
import { consoleStage } from './console-stage.tsx';

/** The host's view of the evening: seatings with covers and free seats, each party's needs at a glance. */
const meta = {
  title: 'Console/Tonight',
  component: TonightView,
  decorators: [consoleStage],
  args: { tonight: busyEvening },
} satisfies Meta<typeof TonightView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BusyEvening: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shellfish allergy, no pork')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

export const QuietEvening: Story = {
  args: { tonight: { date: '2026-06-04', shift_note: '', seatings: busyEvening.seatings.map((seating) => ({ ...seating, covers: 0, free: seating.seats, parties: [] })) } },
};

/** With the floor's marks: one tap per party for arrived, completed or no-show. */
export const WithMarks: Story = {
  args: { onMark: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const marks = within(canvasElement).getAllByRole('button');
    await userEvent.click(marks[0]!);
    await expect(args.onMark).toHaveBeenCalledWith(expect.objectContaining({ code: 'K7M2Q9XR4T8V1P3Z' }), 'arrived');
  },
};

/** A mark the server refused: the reason is said on the party's card, in the console's language. */
export const MarkRefused: Story = {
  args: { onMark: fn(async () => Promise.reject(new StaffApiError(409, 'booking_changed', 'Booking K7M2Q9XR4T8V1P3Z was changed by someone else a moment ago.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
