import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldBooking, RETURNING_CUSTOMER, reviewBooking, strangersView } from '../fixtures/bookings.ts';
import { refuse, unreachable, waitForever } from '../fixtures/fake-api.ts';
import { flowArgs, flowComponent } from '../support/flow-meta.ts';
import { storyText } from '../support/story-text.ts';
import { codeForm } from '../support/verify-contact.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * /booking_process/{code}, steps 1-3 and the pages shown instead of the steps. The hold was placed
 * at 09:55, so 25 minutes are left and the countdown runs. Step 4 has its own stories file.
 */
const meta = {
  title: 'Widget/Booking flow/Steps 1-3',
  component: flowComponent,
  args: flowArgs(),
} satisfies Meta<typeof flowComponent>;

export default meta;
type Story = StoryObj<typeof meta>;

const verifiedPhone = { country: '86', phone: '13800138000' };

export const Loading: Story = { decorators: [widgetStage({ calls: { fetchBooking: waitForever } })] };

export const Step1Verification: Story = { decorators: [widgetStage()] };

/** Step 1 with a code sent: the resend countdown next to the hold countdown. */
export const Step1CodeSent: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    await codeForm(canvasElement, globals).sendSms();
    await expect(await within(canvasElement).findByLabelText(storyText(globals).w('verify.code'))).toBeInTheDocument();
  },
};

/** The code is right: the contact is saved with last_step 1 and step 2 follows. */
export const Step1Verified: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals, args }) => {
    const form = codeForm(canvasElement, globals);
    await form.sendSms();
    await form.enterCode();
    await waitFor(() => expect(args.onStepChange).toHaveBeenCalledWith(2));
  },
};

export const Step2NewCustomer: Story = {
  decorators: [widgetStage({ restaurant: { booking: heldBooking({ last_step: 1, ...verifiedPhone }) } })],
};

/** The verified phone belongs to a known guest: greeted by title and name, the form filled in. */
export const Step2ReturningCustomer: Story = {
  decorators: [widgetStage({ restaurant: { booking: heldBooking({ last_step: 1, ...verifiedPhone }), customer: RETURNING_CUSTOMER } })],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('li.wei@example.com')).toBeInTheDocument();
    await expect(canvas.getByText((text) => text.includes(w('customer.ms')) && text.includes('Wei'))).toBeInTheDocument();
  },
};

/** The client checks nothing; the server's field keys come back translated in a list. */
export const Step2ServerErrors: Story = {
  decorators: [
    widgetStage({
      restaurant: { booking: heldBooking({ last_step: 1, ...verifiedPhone }) },
      calls: { addCustomer: refuse(422, 'validation_failed', { first_name: 'first_name_required', gender: 'gender_required', email: 'email_format_error' }) },
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: w('customer.confirm') }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(w('errors.first_name_required'));
    await expect(alert).toHaveTextContent(w('errors.gender_required'));
  },
};

export const Step3Requests: Story = {
  decorators: [widgetStage({ restaurant: { booking: reviewBooking({ last_step: 2, notes: '', food: '', occasion: '' }) } })],
};

/** Coming back to step 3: saved choices are ticked again and the free text split off (' / ' rule). */
export const Step3SavedRequests: Story = {
  decorators: [widgetStage({ restaurant: { booking: reviewBooking({ last_step: 2 }) } })],
};

/** The server refused a text as too long: said at its field, with the limit, and focused. */
export const Step3SaveError: Story = {
  decorators: [
    widgetStage({
      restaurant: { booking: reviewBooking({ last_step: 2 }) },
      calls: { updateBooking: refuse(422, 'validation_failed', { food: 'food_too_long' }) },
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: w('requests.proceed') }));
    const field = within(canvasElement).getByLabelText(w('requests.otherFood'));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The server says the hold ran out: the limit in minutes, Book again, and no steps. */
export const Expired: Story = {
  decorators: [widgetStage({ restaurant: { booking: heldBooking({ created_at: '2026-06-03T01:00:00.000Z', expired: true }) } })],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await expect(await within(canvasElement).findByRole('heading', { name: w('flow.expiredTitle') })).toBeInTheDocument();
  },
};

/**
 * A second browser on /booking_process/{code} (the link shared, or opened on another device): the
 * hold is another session's, said at once with My bookings and Book again, no step to fill in vain.
 */
export const StartedElsewhere: Story = {
  args: { onMyBookings: fn() },
  decorators: [widgetStage({ restaurant: { booking: strangersView() } })],
  play: async ({ canvasElement, globals, args }) => {
    const { w } = storyText(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: w('flow.elsewhereTitle') })).toBeInTheDocument();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: w('embed.myBookings') }));
    await expect(args.onMyBookings).toHaveBeenCalled();
  },
};

/** The booking could not be loaded (no connection). */
export const LoadError: Story = {
  decorators: [widgetStage({ calls: { fetchBooking: unreachable } })],
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: storyText(globals).w('flow.errorTitle') })).toBeInTheDocument();
  },
};

export const InvalidCode: Story = {
  decorators: [widgetStage({ restaurant: { booking: null } })],
  play: async ({ canvasElement, globals, args }) => {
    const { w } = storyText(globals);
    await expect(await within(canvasElement).findByRole('heading', { name: w('flow.invalidTitle') })).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: w('common.bookAgain') }));
    await expect(args.onBookAgain).toHaveBeenCalled();
  },
};
