export type ContactField = 'name' | 'email' | 'message';

// Only the shape a typo breaks (no @); the server judges the rest and its refusal is shown too.
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Which trimmed fields cannot be sent, as contact.errors keys. */
export function fieldProblems(fields: Record<ContactField, string>): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  if (!fields.name) problems.name = 'name_required';
  if (!fields.email) problems.email = 'email_required';
  else if (!EMAIL.test(fields.email)) problems.email = 'email_format_error';
  if (!fields.message) problems.message = 'message_required';
  return problems;
}
