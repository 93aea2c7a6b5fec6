import { describe, expect, it } from 'vitest';
import { convertMinor, rmbEquivalentFen } from './money.ts';

describe('money in the other currency', () => {
  it('reads USD 300 as about RMB 2,142.86 at 0.14, and RMB 1,000 as USD 140', () => {
    expect(rmbEquivalentFen({ amount_minor: 300_00, currency: 'USD' }, 0.14)).toBe(2142_86);
    expect(convertMinor(1000_00, 'CNY', 'USD', 0.14)).toBe(140_00);
    expect(rmbEquivalentFen({ amount_minor: 500_00, currency: 'CNY' }, 0.14)).toBe(500_00);
  });
});
