import { describe, expect, it } from 'vitest';
import { newBookingCode, normaliseBookingCode } from './booking-code.ts';

describe('booking codes', () => {
  it('are 16 Crockford base32 characters (80 random bits) and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, newBookingCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every position varies: no fixed prefix a guesser could rely on.
    for (let i = 0; i < 16; i += 1) expect(new Set(codes.map((code) => code[i])).size).toBeGreaterThan(20);
  });

  it('are read without regard to letter case, and nothing else is a code', () => {
    expect(normaliseBookingCode(' ab12cd34ef56gh78 ')).toBe('AB12CD34EF56GH78');
    expect(normaliseBookingCode("1' or '1'='1")).toBeNull();
    expect(normaliseBookingCode('')).toBeNull();
  });
});
