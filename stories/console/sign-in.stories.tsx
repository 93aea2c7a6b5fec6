import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RouteName } from '../../api-client/contract/endpoints.ts';
import { StaffApiError, type StaffApi, type StaffCallInput } from '../../console/app/staff-api.ts';
import { ConsoleApp } from '../../console/app/console-app.tsx';
import { SignInScreen } from '../../console/features/sign-in/sign-in-screen.tsx';
import { consoleLanguage } from './console-stage.tsx';
import { everyPath, NEVER, unreachable } from './story-api.ts';

/** A stand-in for the server's two sign-in calls: any address gets a code; only 123456 is right. */
const signInApi: StaffApi = {
  get: () => Promise.reject(new StaffApiError(401, 'staff_sign_in_required', 'Sign in')),
  send: async <T,>(name: RouteName, input?: StaffCallInput) => {
    if (name === 'staff_sign_in_code') return { sent: true } as T;
    if ((input?.body as { code: string }).code === '123456') return { member: null, role: 'host', xsrf: 'x' } as T;
    throw new StaffApiError(422, 'sign_in_code_wrong', 'wrong');
  },
  signedIn: () => undefined,
};

const meta = {
  title: 'Console/Sign-in',
  component: SignInScreen,
  decorators: [consoleLanguage],
  args: { api: signInApi, onSignedIn: fn() },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskForACode: Story = {};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'host@counter.example');
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await userEvent.type(await canvas.findByRole('textbox'), '000000');
    await userEvent.click(canvas.getAllByRole('button')[1]!);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/** The code is on its way: the second step asks for it, and offers another e-mail. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'host@counter.example');
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await expect(await canvas.findByText(/host@counter\.example/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

/** Opening /staff: asking the server who is signed in. */
export const Opening: Story = {
  args: { api: everyPath(NEVER) },
  render: (args) => <ConsoleApp api={args.api} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Loading|加载中/);
  },
};

/** Opening /staff with the server out of reach: said, with a way to try again. */
export const Unreachable: Story = {
  args: { api: everyPath(unreachable()) },
  render: (args) => <ConsoleApp api={args.api} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/server could not be reached|无法连接服务器/);
    await expect(canvas.getByRole('button', { name: /Try again|重试/ })).toBeInTheDocument();
  },
};
