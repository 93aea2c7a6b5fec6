/** What can be a booking code: Crockford's base32 letters and digits, read in capitals. */
export const BOOKING_CODE = /^[0-9A-Z]{1,64}$/;

/** Codes are read case-insensitively, as Crockford intends, and spaces around them dropped; anything else cannot be a code. */
export function normaliseBookingCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return BOOKING_CODE.test(code) ? code : null;
}
