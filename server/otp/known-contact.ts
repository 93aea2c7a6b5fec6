import type { GuestSession } from '../sessions/guest-session.ts';
import type { OtpChannel } from './otp-repository.ts';

/**
 * A proof lasts as long as the session and already opens that contact's customer and bookings, so another
 * code would prove nothing and only spend the guest's codes-per-hour: send_sms / send_email answer
 * `already_verified` instead.
 */
export function sessionProved(session: GuestSession | null, channel: OtpChannel, destination: string): boolean {
  if (!session) return false;
  return channel === 'sms' ? session.phones.includes(destination) : session.emails.includes(destination.toLowerCase());
}
