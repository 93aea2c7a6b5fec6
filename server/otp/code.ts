import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the operating system's secure random source, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored only as an HMAC keyed with the app secret and bound to the destination, so a
 * copy of the database does not reveal live codes and a hash cannot be replayed elsewhere.
 */
export function hashCode(appSecret: string, channel: string, destination: string, code: string): string {
  return createHmac('sha256', appSecret).update(`otp:${channel}:${destination}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
