import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffApiError, type StaffApi } from '../../console/app/staff-api.ts';
import { AuditScreen } from '../../console/features/audit/audit-screen.tsx';
import { InboxScreen } from '../../console/features/inbox/inbox-screen.tsx';
import { PasskeysScreen } from '../../console/features/passkeys/passkeys-screen.tsx';
import { PeopleScreen } from '../../console/features/people/people-screen.tsx';
import { RestaurantScreen } from '../../console/features/restaurant/restaurant-screen.tsx';
import { auditTrail, cancelRequest, changeRequest, memberAs, personalTokens, restaurantAnswers, seatingsOverview, staffMembers, twoPasskeys, veganEnquiry } from './console-fixtures.ts';
import { consoleStage, withAskedData } from './console-stage.tsx';
import { everyPath, failed, loading, saysLoading, saysUnreachable, storyApi, type ScreenArgs } from './story-api.ts';

/**
 * The screens of managers and owners (Inbox, Restaurant, People, Audit) and a member's own
 * passkeys, as they read the server: answered, empty, still loading, and unable to reach it.
 */
const meta = {
  title: 'Console/Screens for the office',
  decorators: [withAskedData, consoleStage],
  args: { api: storyApi({}), me: memberAs('owner') },
} satisfies Meta<ScreenArgs>;

export default meta;
type Story = StoryObj<ScreenArgs>;

const inbox = (args: ScreenArgs) => <InboxScreen {...args} />;
/** Two guests' requests, each with who asked, for which seating and when, and an enquiry. */
export const Inbox: Story = {
  args: {
    api: storyApi({ '/api/admin/requests': [changeRequest, cancelRequest], '/api/staff/enquiries': [veganEnquiry], '/api/admin/seatings': seatingsOverview }),
  },
  render: inbox,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /Mei Wang.*K7M2Q9XR4T8V1P3Z.*18:00/ })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: /建国.*B4N8W2Y6C1D5F9H3.*20:00/ })).toBeInTheDocument();
    await expect(canvas.getByText('2026-05-28 10:00')).toBeInTheDocument();
  },
};
export const InboxEmpty: Story = {
  args: { api: storyApi({ '/api/admin/requests': [], '/api/staff/enquiries': [] }) },
  render: inbox,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Nothing waiting|暂无待处理事项/)).toBeInTheDocument();
  },
};
export const InboxLoading: Story = { ...loading, render: inbox, play: saysLoading };
export const InboxUnreachable: Story = { ...failed, render: inbox, play: saysUnreachable };

const restaurant = (args: ScreenArgs) => <RestaurantScreen {...args} />;
/** Online booking closed for a holiday: saved, and said so. */
export const Restaurant: Story = {
  args: { api: storyApi(restaurantAnswers, fn(async <T,>() => ({ status: 'closed' }) as T) as StaffApi['send']) },
  render: restaurant,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('radio'))[1]!);
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|保存)$/ }));
    await expect(args.api!.send).toHaveBeenCalledWith('admin_set_status', { body: { status: 'closed' } });
    await expect(await canvas.findByText(/Saved|已保存/)).toBeInTheDocument();
  },
};
/** An owner changes a booking rule, adds a seating, closes a date and adds a question, each sent as the server expects. */
export const RestaurantForAnOwner: Story = {
  args: { api: storyApi(restaurantAnswers, fn(async <T,>() => ({}) as T) as StaffApi['send']) },
  render: restaurant,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zh = /保存/.test((await canvas.findAllByRole('button'))[0]!.textContent ?? '');
    const hold = await canvas.findByRole('textbox', { name: zh ? '客人预订时保留座位的分钟数' : 'Minutes a table is held while a guest books' });
    await userEvent.clear(hold);
    await userEvent.type(hold, '45');
    await userEvent.click(canvas.getByRole('button', { name: zh ? '保存 客人预订时保留座位的分钟数' : 'Save Minutes a table is held while a guest books' }));
    await expect(args.api!.send).toHaveBeenCalledWith('admin_change_setting', { params: { key: 'hold_minutes' }, body: { value: '45' } });
    await expect(await canvas.findByText(/^(Saved\.|已保存。)$/)).toBeInTheDocument();

    await userEvent.type(await canvas.findByLabelText(zh ? '新场次时间' : 'New seating time'), '2130');
    await userEvent.click(canvas.getByRole('button', { name: zh ? '添加场次' : 'Add the seating' }));
    await expect(args.api!.send).toHaveBeenCalledWith('admin_add_seating', { body: { time: '21:30', area: 'counter' } });
    await userEvent.click(canvas.getByRole('button', { name: zh ? '停用主厨吧台的 20:00 场次' : "Stop offering 20:00 at the Chef's counter" }));
    await expect(args.api!.send).toHaveBeenCalledWith('admin_remove_seating', { params: { time: '20:00' }, query: { area: 'counter' } });

    await userEvent.type(await canvas.findByLabelText(zh ? '要休息的日期' : 'Date to close'), '2026-12-24');
    await userEvent.click(canvas.getByRole('button', { name: zh ? '设为休息日' : 'Close the date' }));
    await expect(args.api!.send).toHaveBeenCalledWith('admin_close_date', { body: { date: '2026-12-24', note: '', keep: false } });
    await expect(await canvas.findByText(zh ? '2026-12-24 已设为休息日。' : '2026-12-24 is closed.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: zh ? '重新开放 2026-10-01' : 'Open 2026-10-01 again' })).toBeInTheDocument();

    for (const [label, text] of zh
      ? [['英文问题', 'Can I bring wine?'], ['中文问题', '可以自带酒吗？'], ['英文回答', 'Yes, corkage RMB 200.'], ['中文回答', '可以，开瓶费200元。']]
      : [['Question in English', 'Can I bring wine?'], ['Question in Chinese', '可以自带酒吗？'], ['Answer in English', 'Yes, corkage RMB 200.'], ['Answer in Chinese', '可以，开瓶费200元。']]) {
      await userEvent.type(canvas.getByLabelText(label!), text!);
    }
    await userEvent.click(canvas.getByRole('button', { name: zh ? '添加此问题' : 'Add the question' }));
    await expect(args.api!.send).toHaveBeenCalledWith('admin_add_faq', {
      body: {
        question_en: 'Can I bring wine?',
        question_zh: '可以自带酒吗？',
        answer_en: 'Yes, corkage RMB 200.',
        answer_zh: '可以，开瓶费200元。',
      },
    });
  },
};

/** A manager: the rules, identity and seatings read-only; closed dates, texts and the FAQ theirs to change. */
export const RestaurantForAManager: Story = {
  args: { me: memberAs('manager'), api: storyApi(restaurantAnswers) },
  render: restaurant,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hold = /^(Minutes a table is held while a guest books|客人预订时保留座位的分钟数)$/;
    await expect(await canvas.findByRole('textbox', { name: hold })).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: /Minutes a table is held|客人预订时保留座位/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Add the seating|添加场次/ })).toBeNull();
    await expect(canvas.getAllByText(/Only an owner can change these\.|只有店主可以更改这些。/).length).toBe(2);
    await expect(canvas.getByRole('button', { name: /Close the date|设为休息日/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Remove “Is there a dress code\?”|删除“有着装要求吗？”/ })).toBeInTheDocument();
  },
};
export const RestaurantLoading: Story = { ...loading, render: restaurant, play: saysLoading };
export const RestaurantUnreachable: Story = { ...failed, render: restaurant, play: saysUnreachable };
/** A role the server refuses (403): said in the console's words, nothing shown. */
export const RestaurantRefused: Story = {
  args: { me: memberAs('host'), api: everyPath(new StaffApiError(403, 'staff_role_forbidden', 'Forbidden', {}, undefined, [], [], 'manager')) },
  render: restaurant,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/Only a manager or an owner can do this|只有经理或店主可以执行此操作/);
  },
};

const people = (args: ScreenArgs) => <PeopleScreen {...args} />;
export const People: Story = {
  args: { api: storyApi({ '/api/staff/members': staffMembers, '/api/staff/tokens': personalTokens }) },
  render: people,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nightly export')).toBeInTheDocument();
  },
};
export const PeopleNoTokens: Story = {
  args: { api: storyApi({ '/api/staff/members': staffMembers.slice(0, 1), '/api/staff/tokens': [] }) },
  render: people,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No tokens|暂无令牌/)).toBeInTheDocument();
  },
};
/** An owner opens a member's passkeys, each removable; each token says what it may do and until when. */
export const PeopleWithPasskeys: Story = {
  args: {
    api: storyApi({
      '/api/staff/members': staffMembers,
      '/api/staff/tokens': [...personalTokens, { ...personalTokens[0]!, id: 5, label: 'Till', scope: 'full', expires_at: '2026-09-01T00:00:00Z', last_used_at: null }],
      '/api/staff/members/host%40restaurant.cn/passkeys': twoPasskeys,
      '/api/staff/members/owner%40restaurant.cn/passkeys': [],
    }),
  },
  render: people,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Passkeys of host@restaurant.cn|host@restaurant.cn 的通行密钥/ }));
    await expect(await canvas.findByRole('button', { name: /Remove passkey Counter iPad of host@restaurant.cn|移除 host@restaurant.cn 的通行密钥 Counter iPad/ })).toBeInTheDocument();
    await expect(canvas.getByText(/full access, stops working 2026-09-01 08:00|完全权限，2026-09-01 08:00 失效/)).toBeInTheDocument();
  },
};
export const PeopleLoading: Story = { ...loading, render: people, play: saysLoading };
export const PeopleUnreachable: Story = { ...failed, render: people, play: saysUnreachable };

const audit = (args: ScreenArgs) => <AuditScreen {...args} />;
export const Audit: Story = {
  args: { api: storyApi({ '/api/staff/audit': auditTrail, '/api/staff/members': staffMembers }) },
  render: audit,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Back from holiday')).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/^(Marked arrived|标记已到店)$/).closest('li')).toHaveTextContent(/K7M2Q9XR4T8V1P3Z · Mei Wang/);
  },
};
export const AuditEmpty: Story = {
  args: { api: storyApi({ '/api/staff/audit': [] }) },
  render: audit,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Nothing recorded yet|暂无记录/)).toBeInTheDocument();
  },
};
export const AuditLoading: Story = { ...loading, render: audit, play: saysLoading };
export const AuditUnreachable: Story = { ...failed, render: audit, play: saysUnreachable };

const passkeys = (args: ScreenArgs) => <PasskeysScreen {...args} />;
export const PasskeysNone: Story = {
  args: { me: memberAs('host'), api: storyApi({ '/api/staff/passkeys': [] }) },
  render: passkeys,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No passkeys yet|尚无通行密钥/)).toBeInTheDocument();
  },
};
export const PasskeysLoading: Story = { ...loading, render: passkeys, play: saysLoading };
export const PasskeysUnreachable: Story = { ...failed, render: passkeys, play: saysUnreachable };
