import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { BookingMoved } from '../../api-client/contract/staff-actions.ts';
import type { RouteName } from '../../api-client/contract/endpoints.ts';
import { StaffApiError, type StaffApi } from '../../console/app/staff-api.ts';
import { BookingDetailView } from '../../console/features/booking/booking-detail.tsx';
import { memberAs, meiBooking, seatingsOverview } from './console-fixtures.ts';
import { consoleStage, withConsoleData } from './console-stage.tsx';

/** A stand-in for the staff actions: a cancel is accepted, a move refused for want of seats. */
const actionsApi = (): StaffApi => ({
  get: () => Promise.reject(new StaffApiError(0, 'network_error', 'no server in a story')),
  send: fn(async <T,>(name: RouteName) => {
    if (name === 'admin_move_booking') throw new StaffApiError(409, 'not_enough_seats', 'Not enough seats are free at that time.');
    if (name === 'admin_cancel_booking') return { code: meiBooking.code, date: meiBooking.date, time: meiBooking.time, seats_returned: 4, deposit: { kind: 'kept', why: 'staff' }, refund_ids: [], told: ['email'] } as T;
    return {} as T;
  }) as StaffApi['send'],
  signedIn: () => undefined,
});

/** A stand-in whose move is accepted with `moved`'s deposit difference and pay link. */
const movingApi = (moved: Pick<BookingMoved, 'to' | 'deposit_difference_fen' | 'paid_beyond' | 'pay_link'>): StaffApi => ({
  get: () => Promise.reject(new StaffApiError(0, 'network_error', 'no server in a story')),
  send: fn(async <T,>() => ({ code: meiBooking.code, from: { date: meiBooking.date, time: meiBooking.time, pax: meiBooking.pax }, told: ['email', 'sms'], ...moved }) as T) as StaffApi['send'],
  signedIn: () => undefined,
});

/** The move's box: its party field and its submit button. */
const moveBox = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>(`[aria-labelledby="move-${meiBooking.code}"]`)!);

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
    await expect(args.api.send).toHaveBeenCalledWith('admin_cancel_booking', { params: { code: meiBooking.code }, body: expect.objectContaining({ refund: 'policy', revision: 2 }) });
    await expect(await canvas.findByText(/K7M2Q9XR4T8V1P3Z/, { selector: '.notice' })).toBeInTheDocument();
  },
};

/** A move to a larger party: staff read that the guest was sent a link for the difference, how and until when. */
export const MovedToALargerParty: Story = {
  args: {
    api: movingApi({
      to: { date: meiBooking.date, time: '19:00', pax: 6, area: 'counter' },
      deposit_difference_fen: 60000,
      paid_beyond: null,
      pay_link: { url: 'https://book.example.cn/booking_process/K7M2Q9XR4T8V1P3Z?pay=secret', expires_at: new Date('2026-05-29T02:00:00Z'), told: ['email', 'sms'] },
    }),
  },
  play: async ({ canvasElement, args, globals }) => {
    const move = moveBox(canvasElement);
    await userEvent.clear(move.getByRole('spinbutton'));
    await userEvent.type(move.getByRole('spinbutton'), '6');
    await userEvent.click(move.getByRole('button'));
    await expect(args.api.send).toHaveBeenCalledWith('admin_move_booking', { params: { code: meiBooking.code }, body: expect.objectContaining({ party: '6', revision: 2 }) });
    const said =
      globals.locale === 'zh'
        ? '已通过邮件和短信发送补付差额 人民币 600.00 元 的付款链接，可在 2026-05-29 10:00（北京时间）前支付。'
        : 'A link to pay the difference of RMB 600.00 was sent by e-mail and text message; it can be paid until 2026-05-29 10:00 (China time).';
    await expect(await within(canvasElement).findByText((text) => text.includes(said), { selector: '.notice' })).toBeInTheDocument();
  },
};

/** A move to a smaller party: the deposit paid beyond it, which may be refunded. */
export const MovedToASmallerParty: Story = {
  args: { api: movingApi({ to: { date: meiBooking.date, time: '18:00', pax: 2, area: 'counter' }, deposit_difference_fen: -60000, paid_beyond: { amount_minor: 60000, currency: 'CNY' }, pay_link: null }) },
  play: async ({ canvasElement, globals }) => {
    const move = moveBox(canvasElement);
    await userEvent.clear(move.getByRole('spinbutton'));
    await userEvent.type(move.getByRole('spinbutton'), '2');
    await userEvent.click(move.getByRole('button'));
    const said = globals.locale === 'zh' ? '客人已付订金比减少后的人数多 人民币 600.00 元：可能需要退款。' : 'The guest paid RMB 600.00 beyond the smaller party’s deposit: a refund may be due.';
    await expect(await within(canvasElement).findByText((text) => text.includes(said), { selector: '.notice' })).toBeInTheDocument();
  },
};

/** A party made larger twice: the first difference paid, the second's link still open. */
export const WithTopups: Story = {
  args: {
    booking: {
      ...meiBooking,
      pax: 6,
      topups: [
        { pax_before: 4, pax_after: 5, amount_fen: 30000, status: 'paid', created_at: new Date('2026-05-22T02:00:00Z'), expires_at: new Date('2026-05-23T02:00:00Z'), settled_at: new Date('2026-05-22T05:00:00Z') },
        { pax_before: 5, pax_after: 6, amount_fen: 30000, status: 'open', created_at: new Date('2026-05-28T02:00:00Z'), expires_at: new Date('2026-05-29T02:00:00Z'), settled_at: null },
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const facts = within(canvasElement.querySelector<HTMLElement>('.detail-facts')!);
    const zh = globals.locale === 'zh';
    await expect(facts.getByText(zh ? '加人订金' : 'Larger party')).toBeInTheDocument();
    await expect(facts.getByText(zh ? '由4位改为5位：已付 人民币 300.00 元。' : 'From 4 to 5 guests: RMB 300.00 paid.')).toBeInTheDocument();
    await expect(
      facts.getByText(zh ? '由5位改为6位：付款链接待付 人民币 300.00 元，有效期至 2026-05-29 10:00（北京时间）。' : 'From 5 to 6 guests: RMB 300.00 asked by a payment link, open until 2026-05-29 10:00 (China time).'),
    ).toBeInTheDocument();
  },
};

/** A deposit paid in USD: the refund typed in USD, its RMB equivalent beside it, and a large one confirmed first. */
export const RefundInUsd: Story = {
  args: {
    booking: {
      ...meiBooking,
      payments: [{ ...meiBooking.payments[0]!, method: 'paypal', amount_minor: 16800, currency: 'USD' }],
      refund_quote: { ...meiBooking.refund_quote!, method: 'paypal', left: { amount_minor: 16800, currency: 'USD' }, paid_beyond: { amount_minor: 8400, currency: 'USD' } },
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const refund = within(canvasElement.querySelector<HTMLElement>(`[aria-labelledby="refund-${meiBooking.code}"]`)!);
    const zh = globals.locale === 'zh';
    await userEvent.type(refund.getByLabelText(zh ? '金额（美元）' : 'Amount (USD)'), '84');
    await userEvent.click(refund.getByRole('button', { name: zh ? '退款' : 'Refund' }));
    await expect(refund.getByRole('alert')).toHaveTextContent(zh ? '确认通过PayPal向Mei Wang退款 84.00 美元（约 人民币 600.00 元）？' : 'Refund USD 84.00 (about RMB 600.00) to Mei Wang by PayPal?');
    await expect(args.api.send).not.toHaveBeenCalledWith('admin_refund_booking', expect.anything());
  },
};
