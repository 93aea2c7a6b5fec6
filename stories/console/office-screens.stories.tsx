import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffApiError, type StaffApi } from '../../console/app/staff-api.ts';
import { AuditScreen } from '../../console/features/audit/audit-screen.tsx';
import { InboxScreen } from '../../console/features/inbox/inbox-screen.tsx';
import { PasskeysScreen } from '../../console/features/passkeys/passkeys-screen.tsx';
import { PeopleScreen } from '../../console/features/people/people-screen.tsx';
import { RestaurantScreen } from '../../console/features/restaurant/restaurant-screen.tsx';
import { auditTrail, cancelRequest, changeRequest, memberAs, personalTokens, restaurantSettings, seatingsOverview, staffMembers, veganEnquiry } from './console-fixtures.ts';
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
  args: { api: storyApi({ '/api/admin/settings': restaurantSettings }, fn(async <T,>() => ({ status: 'closed' }) as T) as StaffApi['send']) },
  render: restaurant,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('radio'))[1]!);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.api!.send).toHaveBeenCalledWith('PUT', '/api/admin/status', { status: 'closed' });
    await expect(await canvas.findByText(/Saved|已保存/)).toBeInTheDocument();
  },
};
export const RestaurantLoading: Story = { ...loading, render: restaurant, play: saysLoading };
export const RestaurantUnreachable: Story = { ...failed, render: restaurant, play: saysUnreachable };
/** A role the server refuses (403): said in the console's words, nothing shown. */
export const RestaurantRefused: Story = {
  args: { me: memberAs('host'), api: everyPath(new StaffApiError(403, 'staff_role_forbidden', 'Forbidden')) },
  render: restaurant,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(/Your role cannot do this|您的角色无权/);
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
export const PeopleLoading: Story = { ...loading, render: people, play: saysLoading };
export const PeopleUnreachable: Story = { ...failed, render: people, play: saysUnreachable };

const audit = (args: ScreenArgs) => <AuditScreen {...args} />;
export const Audit: Story = {
  args: { api: storyApi({ '/api/staff/audit': auditTrail }) },
  render: audit,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Back from holiday')).toBeInTheDocument();
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
