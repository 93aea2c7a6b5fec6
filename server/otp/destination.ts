import { emailField, type VerifyOtpRequest } from '../../api-client/contract/otp.ts';
import { CHINA_MOBILE } from '../../api-client/rules/china-mobile.ts';
import { InputRefused } from '../lib/input-refusal.ts';

/** How a verified phone is written everywhere (session_contacts, otp_codes): '86 13800138000'. */
export const phoneContact = (country: string, phone: string) => `${country} ${phone}`;

/**
 * The SMS destination verify_otp was given as `to`: '86 13800138000' (as send_sms answered),
 * '+86 138 0013 8000', '8613800138000' or a bare '13800138000'. Null when it is no +86 mobile.
 */
export function smsDestinationFrom(to: string): string | null {
  const digits = to.replace(/[\s\-+]/g, '');
  const national = digits.length === 13 && digits.startsWith('86') ? digits.slice(2) : digits;
  return CHINA_MOBILE.test(national) ? phoneContact('86', national) : null;
}

/** verify_otp's `to` as stored with the code; 422 with errors.to when it cannot be a destination. */
export function destinationFrom(type: VerifyOtpRequest['type'], to: string): string {
  const destination = type === 'sms' ? smsDestinationFrom(to) : (emailField.safeParse(to).data ?? null);
  if (destination) return destination;
  const key = type === 'sms' ? 'phone_format_error' : 'email_format_error';
  throw new InputRefused({ to: key }, true);
}

/**
 * What the per-destination limits count a destination as. Mail providers deliver
 * 'guest+anything@host' to 'guest@host', so every tag of one mailbox shares one budget; a phone
 * is its own key. Codes are still sent to, and checked against, the exact destination.
 */
export function limitKeyOf(channel: 'sms' | 'email', destination: string): string {
  if (channel === 'sms') return destination;
  const at = destination.lastIndexOf('@');
  if (at < 0) return destination;
  const local = destination.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${destination.slice(at)}`.toLowerCase();
}
