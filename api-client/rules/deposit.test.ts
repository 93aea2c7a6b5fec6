import { describe, expect, it } from 'vitest';
import { depositFen } from './deposit.ts';

describe('the deposit', () => {
  it('is price per person times persons, in fen', () => {
    expect(depositFen(34_400, 4)).toBe(137_600);
    expect(depositFen(500_00, 3)).toBe(1500_00);
    expect(depositFen(500_00, 0)).toBe(0);
  });
});
