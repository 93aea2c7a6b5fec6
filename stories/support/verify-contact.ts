import { userEvent, within } from 'storybook/test';
import { ACCEPTED_OTP } from '../fixtures/bookings.ts';
import { storyText } from './story-text.ts';

/**
 * Play-function steps of the one-time-code form (flow step 1 and the my-bookings login), found by
 * their labels in the story's language.
 */
export function codeForm(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { w } = storyText(globals);
  const canvas = within(canvasElement);
  return {
    async sendSms(phone = '13800138000') {
      // find, not get: in the flow the form appears once the booking has loaded.
      if (phone) await userEvent.type(await canvas.findByLabelText(w('verify.phone')), phone);
      await userEvent.click(canvas.getByRole('button', { name: w('verify.sendSms') }));
    },
    async sendEmail(email = 'tom@example.com') {
      await userEvent.type(await canvas.findByLabelText(w('verify.email')), email);
      await userEvent.click(canvas.getByRole('button', { name: w('verify.sendEmail') }));
    },
    async enterCode(code = ACCEPTED_OTP) {
      await userEvent.type(await canvas.findByLabelText(w('verify.code')), code);
      await userEvent.click(canvas.getByRole('button', { name: w('verify.verify') }));
    },
  };
}
