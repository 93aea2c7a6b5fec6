import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { addressedName } from '../../api-client/rules/guest-name.ts';
import { MyBookingsView } from '../../widget/features/my-bookings/my-bookings-view.tsx';
import { unreachable } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { storyLang } from '../support/with-language.tsx';
import { codeForm } from '../support/verify-contact.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/** /my_bookings: log in by a one-time code, then the guest's bookings (one of each status). */
const meta = {
  title: 'Widget/My bookings',
  component: MyBookingsView,
  args: { onStartBooking: fn() },
} satisfies Meta<typeof MyBookingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const logIn = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const form = codeForm(canvasElement, globals);
  await form.sendEmail();
  await form.enterCode();
};

export const LoggedOut: Story = { decorators: [widgetStage()] };

/** Upcoming (with and without change/cancel), a request open, completed and cancelled. */
export const BookingList: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await logIn(canvasElement, globals);
    // The house rule for names (api-client/rules/guest-name.ts): 'Mr Tom Chan' / 'Tom Chan 先生'.
    const name = addressedName({ first_name: 'Tom', last_name: 'Chan', gender: 'M' }, storyLang(globals));
    await expect(await within(canvasElement).findByRole('heading', { name: w('myBookings.welcome', { name }) })).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const NoBookings: Story = {
  decorators: [widgetStage({ restaurant: { userBookings: { customer: null, bookings: [] } } })],
  play: async ({ canvasElement, globals }) => {
    await logIn(canvasElement, globals);
    await expect(await within(canvasElement).findByText(storyText(globals).w('myBookings.empty'))).toBeInTheDocument();
  },
};

export const ListError: Story = {
  decorators: [widgetStage({ calls: { getUserBookings: unreachable } })],
  play: async ({ canvasElement, globals }) => {
    await logIn(canvasElement, globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).w('errors.generic'));
  },
};

/** A contact this session verified for an earlier booking: no code asked for, and the list says why. */
export const VerifiedEarlierInSession: Story = {
  decorators: [widgetStage({ calls: { sendEmail: async ({ email }) => ({ to: String(email).toLowerCase(), already_verified: true as const }) } })],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await codeForm(canvasElement, globals).sendEmail();
    await expect(await within(canvasElement).findByText(w('verify.provedBefore', { contact: 'tom@example.com' }))).toBeInTheDocument();
    await expect(within(canvasElement).queryByLabelText(w('verify.code'))).not.toBeInTheDocument();
  },
};
