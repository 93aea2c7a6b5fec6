import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffApiError, type StaffApi } from '../../console/app/staff-api.ts';
import { BookingDetailView } from '../../console/features/booking/booking-detail.tsx';
import { memberAs, meiBooking, seatingsOverview } from './console-fixtures.ts';
import { consoleStage, withConsoleData } from './console-stage.tsx';

/** A stand-in for the staff actions: a cancel is accepted, a move refused for want of seats. */
const actionsApi = (): StaffApi => ({
  get: () => Promise.reject(new StaffApiError(0, 'network_error', 'no server in a story')),
  send: fn(async <T,>(_method: string, path: string) => {
    if (path.endsWith('/move')) throw new StaffApiError(409, 'not_enough_seats', 'Not enough seats are free at that time.');
    if (path.endsWith('/cancel')) return { code: meiBooking.code, date: meiBooking.date, time: meiBooking.time, seats_returned: 4, deposit: { kind: 'kept', why: 'staff' }, refund_ids: [], told: ['email'] } as T;
    return {} as T;
  }) as StaffApi['send'],
  signedIn: () => undefined,
});

/** One booking opened from the book, with what the signed-in role may do to it. */
const meta = {
  title: 'Console/Booking',
  component: BookingDetailView,
  decorators: [withConsoleData({ seatings: seatingsOverview }), consoleStage],
  args: { booking: meiBooking, me: memberAs('manager'), api: actionsApi() },
} satisfies Meta<typeof BookingDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager: mark, cancel, move and refund. */
export const ForAManager: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(4);
  },
};

/** A host: only the evening's marks. */
export const ForAHost: Story = {
  args: { me: memberAs('host') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /K7M2Q9XR4T8V1P3Z/ })).toBeNull();
    await expect(canvas.getAllByRole('button').length).toBeGreaterThanOrEqual(3);
  },
};

/** A move the server refuses: the reason, in the console's language, beside the move. */
export const MoveRefused: Story = {
  args: { api: actionsApi() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const move = canvas.getAllByRole('region').find((region) => region.id.startsWith('move-') || region.getAttribute('aria-labelledby')?.startsWith('move-'))!;
    await userEvent.click(within(move).getByRole('button'));
    await expect(await within(move).findByRole('alert')).toBeInTheDocument();
  },
};

/** A cancel accepted: the outcome is said where the staff member is looking. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /K7M2Q9XR4T8V1P3Z/ }));
    await expect(args.api.send).toHaveBeenCalledWith('POST', `/api/admin/booking/${meiBooking.code}/cancel`, expect.objectContaining({ refund: 'policy', revision: 2 }));
    await expect(await canvas.findByText(/K7M2Q9XR4T8V1P3Z/, { selector: '.notice' })).toBeInTheDocument();
  },
};
