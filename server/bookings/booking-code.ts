import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A booking code: 16 characters from 80 random bits. The code alone shows a booking (without
 * personal fields), so it must not be guessable; 2^80 codes make enumeration hopeless.
 */
export function newBookingCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 16; i += 1) {
    code = ALPHABET[Number(bits & 31n)]! + code;
    bits >>= 5n;
  }
  return code;
}

export { normaliseBookingCode } from '../../api-client/rules/booking-code.ts';
