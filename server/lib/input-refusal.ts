import type { z } from 'zod';
import type { ApiErrorBody } from '../../api-client/contract/common.ts';

const KEY = /^[a-z][a-z0-9_]*$/;

/**
 * Input the contract does not allow: always answered 422 with the one refusal body, whose
 * `errors` maps each failing field to the key the widget translates (see inputRefusalBody).
 */
export class InputRefused extends Error {
  readonly statusCode = 422;
  /** errorIsFieldKey: as the route table says of the route, unless given here. */
  constructor(
    readonly errors: Record<string, string>,
    readonly errorIsFieldKey?: boolean,
    /** What the schema said of the first failing field, for a refusal no key of ours explains. */
    readonly detail?: string,
  ) {
    super('The given data was invalid.');
    this.name = 'InputRefused';
  }
}

/** Field -> error key, from a zod failure; schema messages are keys, others become `<field>_invalid`. */
export function zodErrorsToMap(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    if (errors[field]) continue;
    errors[field] = KEY.test(issue.message) ? issue.message : `${field.replace(/\W+/g, '_')}_invalid`;
  }
  return errors;
}

/** The first issue of a zod failure as words: its field and zod's own sentence (unless that is one of our keys). */
export function zodDetail(error: z.ZodError): string | undefined {
  const issue = error.issues[0];
  if (!issue || KEY.test(issue.message)) return undefined;
  return issue.message;
}

/** English text for the error keys forms share; the widget shows its own translations. */
export const readableErrors: Record<string, string> = {
  phone_required: 'Please enter your phone number.',
  phone_format_error: 'Invalid phone format: please enter a mainland China mobile number (11 digits).',
  email_required: 'Please enter your e-mail address.',
  email_format_error: 'Invalid e-mail format.',
  code_required: 'Please enter the code you received.',
  code_format_error: 'The code has 6 digits.',
  first_name_required: 'Please enter your first name.',
  last_name_required: 'Please enter your last name.',
  gender_required: 'Please choose Mr or Ms.',
  country_invalid: 'Unknown country calling code.',
  name_required: 'Please enter your name.',
  name_too_long: 'Your name is too long.',
  message_required: 'Please enter a message.',
  message_too_long: 'Your message is too long (at most 4000 characters).',
  pay_link_invalid: 'This payment link is not valid. Please call the restaurant.',
  member_invalid: "A member is named by their e-mail, as on the People page.",
  booking_code_invalid: 'That is not a booking code (letters and digits, as in the confirmation).',
  refund_invalid: 'Refund: policy, full, none, or an amount such as 250.50.',
  amount_invalid: 'The amount must be a positive number such as 250.50.',
  mark_invalid: 'Mark a booking arrived, completed, no_show or expected.',
  time_invalid: 'The time must be HH:MM, as a seating starts (19:00).',
  date_invalid: 'The date must be YYYY-MM-DD.',
  reply_required: 'Write the reply the guest receives.',
  action_invalid: 'Resolve with cancel, move, decline or a note of what was done.',
  contact_required: "Give the guest's phone or e-mail, so they receive the confirmation.",
  party_size_invalid: 'The party size must be a whole number of guests.',
  gender_invalid: 'Gender: M or F (or leave it out).',
  lang_invalid: "The guest's language: en or zh.",
  first_name_too_long: 'The first name is too long (at most 100 characters).',
  last_name_too_long: 'The last name is too long (at most 100 characters).',
  waive_reason_too_long: 'The reason for waiving the deposit is too long (at most 500 characters).',
  text_control_characters: 'Please remove the control characters (such as NUL, or a line break in a one-line field) from the text.',
  faq_text_required: 'Each FAQ entry needs question_en, question_zh, answer_en and answer_zh, none of them empty.',
  faq_text_too_long: 'A question has at most 500 characters and an answer at most 5000.',
  faq_empty: 'The FAQ file holds no entry; it must be a JSON list of entries.',
  faq_too_long: 'The FAQ holds at most 200 entries.',
  resolution_required: 'Write what was done about the request.',
  status_invalid: 'The site status must be live, closed or maintenance.',
  value_invalid: 'Give the setting a value (settings get shows each one; README lists what each allows).',
};

/** A sentence for a field's key that readableErrors does not hold, e.g. "body: Invalid input: expected array, received object". */
function fieldSentence(field: string, key: string, detail: string | undefined): string {
  const name = field === 'body' ? 'The request body' : field;
  if (detail) return `${name}: ${detail}.`.replace(/\.\.$/, '.');
  if (key.endsWith('_required')) return `${name} is required.`;
  if (key.endsWith('_too_long')) return `${name} is too long.`;
  return `${name} is not valid (${key.replace(/_/g, ' ')}).`;
}

/**
 * The one refusal body for input that does not fit: `errors` is the field -> key map, `message`
 * readable English for the first failing field (never a bare key), `error` 'validation_failed', or that field's key
 * on routes whose form shows one message (the route table's errorIsFieldKey).
 */
export function inputRefusalBody(errors: Record<string, string>, errorIsFieldKey: boolean, detail?: string): ApiErrorBody {
  const [firstField, firstKey] = Object.entries(errors)[0] ?? [];
  const message = (firstKey && readableErrors[firstKey]) ?? (firstField && firstKey ? fieldSentence(firstField, firstKey, detail) : 'The given data was invalid.');
  return { message, error: errorIsFieldKey && firstKey ? firstKey : 'validation_failed', errors };
}
