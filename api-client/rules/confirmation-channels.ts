/**
 * Where a paid booking's confirmation goes: e-mail to an address, SMS only to a mainland mobile
 * (SPEC §5). The server sends by it and returns the channels with the booking, so the success message
 * names only those actually used.
 */
export type ConfirmationChannel = 'email' | 'sms';

export function confirmationChannels(contact: { email: string | null | undefined; phone: string | null | undefined }): ConfirmationChannel[] {
  const channels: ConfirmationChannel[] = [];
  if (contact.email) channels.push('email');
  if (contact.phone?.startsWith('86 ')) channels.push('sms');
  return channels;
}
