/**
 * Where the paid booking's confirmation goes: by e-mail when the booking (or its customer) has an
 * e-mail address, by SMS when it has a mainland mobile ('86 …': only those receive SMS, SPEC §5).
 * The server sends by this rule (server/payments/confirmation-messages.ts) and answers it with the
 * booking (`confirmation_channels`), so the success message names the channels actually used
 * instead of claiming "e-mail and SMS" for a guest who gave only one.
 */
export type ConfirmationChannel = 'email' | 'sms';

export function confirmationChannels(contact: { email: string | null | undefined; phone: string | null | undefined }): ConfirmationChannel[] {
  const channels: ConfirmationChannel[] = [];
  if (contact.email) channels.push('email');
  if (contact.phone?.startsWith('86 ')) channels.push('sms');
  return channels;
}
