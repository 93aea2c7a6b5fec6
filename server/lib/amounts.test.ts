import { describe, expect, it } from 'vitest';
import { depositFen, displayMoney, formatMinor, parseMinor, usdCentsFor } from './amounts.ts';

describe('deposit amounts', () => {
  it('is price per person times persons, in fen', () => {
    expect(depositFen(500_00, 3)).toBe(1500_00);
  });

  it('converts to US cents at the rate, rounding half up', () => {
    expect(usdCentsFor(1000_00, 0.14)).toBe(140_00);
    expect(usdCentsFor(1, 0.5)).toBe(1); // exactly half a cent rounds up
    expect(usdCentsFor(3, 0.5)).toBe(2); // 1.5 -> 2
    expect(usdCentsFor(1, 0.49)).toBe(0);
    expect(usdCentsFor(123_45, 0.138)).toBe(17_04); // 1703.61 -> 1704
  });

  it('formats and reads decimal amounts exactly', () => {
    expect(formatMinor(100_050)).toBe('1000.50');
    expect(formatMinor(7)).toBe('0.07');
    expect(parseMinor('1000.5')).toBe(100_050);
    expect(parseMinor('71.50')).toBe(7150);
    expect(parseMinor('1e3')).toBeNull();
    expect(parseMinor('-1.00')).toBeNull();
    expect(displayMoney({ minor: 1500_00, currency: 'CNY' })).toBe('RMB 1,500.00');
  });
});
