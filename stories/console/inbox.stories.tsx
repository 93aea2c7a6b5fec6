import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RouteName } from '../../api-client/contract/endpoints.ts';
import { StaffApiError, type StaffApi, type StaffCallInput } from '../../console/app/staff-api.ts';
import { EnquiryItem } from '../../console/features/inbox/enquiry-item.tsx';
import { RequestItem } from '../../console/features/inbox/request-item.tsx';
import { changeRequest, seatingsOverview } from './console-fixtures.ts';
import { consoleStage, withConsoleData } from './console-stage.tsx';

const requestApi = (): StaffApi => ({
  get: () => Promise.reject(new StaffApiError(0, 'network_error', 'no server in a story')),
  send: fn(async <T,>(_name: RouteName, input?: StaffCallInput) => {
    const body = input?.body;
    if ((body as { action: string }).action === 'decline' && !(body as { reply: string }).reply) throw new StaffApiError(422, 'validation_failed', 'reply', { reply: 'reply_required' });
    return { id: 5, resolved: true, outcome: 'declined', told: ['email'] } as T;
  }) as StaffApi['send'],
  signedIn: () => undefined,
});

/** A guest's request in the inbox, acted on in place: cancel, move, decline with a reply, or note it. */
const meta = {
  title: 'Console/Inbox request',
  component: RequestItem,
  decorators: [withConsoleData({ seatings: seatingsOverview }), consoleStage],
  render: (args) => (
    <ul className="inbox-list">
      <RequestItem {...args} />
    </ul>
  ),
  args: { request: changeRequest, api: requestApi(), onResolved: fn() },
} satisfies Meta<typeof RequestItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangeAsked: Story = {};

/** Declining without a reply is refused with the field's reason; with one, the guest is told. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [, , decline] = canvas.getAllByRole('radio');
    await userEvent.click(decline!);
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), 'We are full at 19:00.');
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await expect(args.onResolved).toHaveBeenCalled();
  },
};

/** Moved as asked to a larger party: what the move did to the deposit is said, as in the booking. */
export const MovedLarger: Story = {
  args: {
    api: {
      ...requestApi(),
      send: fn(async <T,>() => ({
        id: 5,
        resolved: true,
        outcome: 'moved',
        told: ['email'],
        moved: {
          code: changeRequest.code,
          from: { date: changeRequest.booking_date, time: changeRequest.timeslot, pax: changeRequest.pax },
          to: { date: changeRequest.booking_date, time: '19:00', pax: changeRequest.pax + 1, area: 'counter' },
          deposit_difference_fen: 30000,
          paid_beyond: null,
          pay_link: { url: 'https://book.example.cn/booking_process/x?pay=y', expires_at: '2026-05-29T02:00:00Z', told: ['email'] },
          told: ['email'],
        },
      }) as T) as StaffApi['send'],
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox'), '19:00');
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await expect(args.onResolved).toHaveBeenCalledWith(
      expect.stringContaining(
        globals.locale === 'zh'
          ? '已通过邮件发送补付差额 人民币 300.00 元 的付款链接，可在 2026-05-29 10:00（北京时间）前支付。'
          : 'A link to pay the difference of RMB 300.00 was sent by e-mail; it can be paid until 2026-05-29 10:00 (China time).',
      ),
    );
  },
};

export const Resolved: Story = { args: { request: { ...changeRequest, resolved_at: '2026-05-29T02:00:00Z', resolution: 'Moved to 19:00' } } };

/** A contact enquiry, answered by e-mail from the inbox. */
export const Enquiry: Story = {
  render: (args) => (
    <ul className="inbox-list">
      <EnquiryItem
        api={args.api}
        onReplied={args.onResolved!}
        enquiry={{ id: 3, name: 'Ada', email: 'ada@example.com', message: 'Do you cater for vegans?', created_at: '2026-05-28T02:00:00Z', replied_at: null, reply: null, replied_by: null }}
      />
    </ul>
  ),
};
