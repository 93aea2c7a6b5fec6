import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ContactVerification } from '../../widget/components/contact-verification/contact-verification.tsx';
import { refuse, waitForever } from '../fixtures/fake-api.ts';
import { storyText } from '../support/story-text.ts';
import { codeForm } from '../support/verify-contact.ts';
import { widgetStage } from '../support/widget-stage.tsx';

/**
 * Step 1 of the flow and the my-bookings login: a +86 mobile number OR an e-mail address, proved
 * by a one-time code. The fake restaurant accepts the code 123456 only.
 */
const meta = {
  title: 'Widget/Contact verification',
  component: ContactVerification,
  args: { onVerified: fn(), checkUser: false },
} satisfies Meta<typeof ContactVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { decorators: [widgetStage()] };

/** The number is checked before anything is sent: only Chinese mobile numbers get an SMS. */
export const PhoneFormatError: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    await codeForm(canvasElement, globals).sendSms('12345');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(storyText(globals).w('errors.phone_format_error'));
  },
};

/** Code sent: the send button counts down 60 seconds before a resend. */
export const CodeSent: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    const { w } = storyText(globals);
    await codeForm(canvasElement, globals).sendSms();
    await expect(await within(canvasElement).findByText(w('verify.sentTo', { to: '+86 138 0013 8000' }))).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: w('verify.resendIn', { seconds: 60 }) })).toBeDisabled();
  },
};

export const EmailCodeSent: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    await codeForm(canvasElement, globals).sendEmail();
    await expect(await within(canvasElement).findByText(storyText(globals).w('verify.sentTo', { to: 'tom@example.com' }))).toBeInTheDocument();
  },
};

/** The server would not send (too many codes to this number in the last hour). */
export const SendError: Story = {
  decorators: [widgetStage({ calls: { sendSms: refuse(429, 'otp_destination_hourly_limit') } })],
  play: async ({ canvasElement, globals }) => {
    await codeForm(canvasElement, globals).sendSms();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).w('errors.otp_destination_hourly_limit'));
  },
};

export const Verifying: Story = {
  decorators: [widgetStage({ calls: { verifyOtp: waitForever } })],
  play: async ({ canvasElement, globals }) => {
    const form = codeForm(canvasElement, globals);
    await form.sendSms();
    await form.enterCode();
    await expect(within(canvasElement).getByText(storyText(globals).w('verify.verifying'))).toBeInTheDocument();
  },
};

export const InvalidCode: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals }) => {
    const form = codeForm(canvasElement, globals);
    await form.sendSms();
    await form.enterCode('999999');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(storyText(globals).w('verify.invalidSms'));
  },
};

/** Verified: a green mark, the button disabled, the e-mail way hidden. */
export const Verified: Story = {
  decorators: [widgetStage()],
  play: async ({ canvasElement, globals, args }) => {
    const form = codeForm(canvasElement, globals);
    await form.sendSms();
    await form.enterCode();
    await waitFor(() => expect(args.onVerified).toHaveBeenCalled());
    await expect(within(canvasElement).queryByLabelText(storyText(globals).w('verify.email'))).not.toBeInTheDocument();
  },
};
