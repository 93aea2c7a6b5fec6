import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaffApiError, type StaffApi } from '../../console/app/staff-api.ts';
import { GuestsScreen } from '../../console/features/guests/guests-screen.tsx';
import { PasskeysScreen } from '../../console/features/passkeys/passkeys-screen.tsx';
import { memberAs, regulars, twoPasskeys } from './console-fixtures.ts';
import { consoleStage, withConsoleData } from './console-stage.tsx';

const savingApi = (): StaffApi => ({
  get: () => Promise.reject(new StaffApiError(0, 'network_error', 'no server in a story')),
  send: fn(async <T,>() => ({ id: 7, notes: '', tags: [] }) as T) as StaffApi['send'],
  signedIn: () => undefined,
});

/** The guests staff look up: visits, no-shows and allergies at a glance, notes and tags kept across visits. */
const meta = {
  title: 'Console/Guests',
  component: GuestsScreen,
  decorators: [withConsoleData({ 'guests/': regulars, passkeys: twoPasskeys }), consoleStage],
  args: { api: savingApi(), me: memberAs('host') },
} satisfies Meta<typeof GuestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shellfish allergy; No pork')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^(Save notes on Mei Wang|保存关于Mei Wang的备注)$/ }));
    // Allergies are sent only when changed.
    await expect(args.api.send).toHaveBeenCalledWith('staff_guest_notes', { params: { id: 7 }, body: { notes: 'Prefers the corner seat; birthday in June.', tags: ['regular', 'vip', 'Window seat'] } });
  },
};

/** A member's own passkeys (any role). */
export const Passkeys: Story = { render: (args) => <PasskeysScreen {...args} /> };
