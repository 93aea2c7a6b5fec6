import type { GuestSession } from '../plugins/session.ts';
import type { OtpChannel } from './otp-repository.ts';

/**
 * Whether this session already proved the destination by code. A proof lasts as long as the
 * session (SESSION_DAYS; the clean-up job deletes both together), and it already opens that
 * contact's customer and bookings, so asking for another code would prove nothing new: it would
 * only spend the guest's codes-per-hour (a guest who booked twice and then opened My bookings hit
 * the cap). send_sms / send_email answer `already_verified` instead of sending.
 */
export function sessionProved(session: GuestSession | null, channel: OtpChannel, destination: string): boolean {
  if (!session) return false;
  return channel === 'sms' ? session.phones.includes(destination) : session.emails.includes(destination.toLowerCase());
}
