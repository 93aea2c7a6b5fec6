import type { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { zodErrorsToMap } from '../plugins/error-handler.ts';

/**
 * Validates a request body with a contract schema. A refusal is 422 whose `error` is the first
 * field's key (so a single-field form like send_sms can show it directly), whose `errors` is the
 * whole field -> key map, and whose `message` is readable English from `readable`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, readable: Record<string, string> = {}): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const errors = zodErrorsToMap(parsed.error);
  const firstKey = Object.values(errors)[0] ?? 'validation_failed';
  throw new AppError(422, firstKey, readable[firstKey] ?? 'The given data was invalid.', errors);
}

/** English text for the error keys our forms share; the widget shows its own translations. */
export const readableErrors: Record<string, string> = {
  phone_required: 'Please enter your phone number.',
  phone_format_error: 'Invalid phone format: please enter a mainland China mobile number (11 digits).',
  email_required: 'Please enter your e-mail address.',
  email_format_error: 'Invalid e-mail format.',
  code_required: 'Please enter the code you received.',
  code_format_error: 'The code has 6 digits.',
  first_name_required: 'Please enter your first name.',
  last_name_required: 'Please enter your last name.',
  gender_required: 'Please choose a gender.',
  country_invalid: 'Unknown country calling code.',
  name_required: 'Please enter your name.',
  name_too_long: 'Your name is too long.',
  message_required: 'Please enter a message.',
  message_too_long: 'Your message is too long (at most 4000 characters).',
  text_control_characters: 'Please remove the control characters (such as NUL, or a line break in a one-line field) from the text.',
};
