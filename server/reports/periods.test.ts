import { describe, expect, it } from 'vitest';
import { isoWeekOf, monthOfEvening } from './periods.ts';

describe('the week and month an evening is summed in', () => {
  it('is the ISO week, Monday to Sunday, its year taken from its Thursday', () => {
    expect(isoWeekOf('2026-06-18')).toEqual({ week: '2026-W25', from: '2026-06-15', to: '2026-06-21' });
    expect(isoWeekOf('2026-06-21')).toEqual({ week: '2026-W25', from: '2026-06-15', to: '2026-06-21' });
    expect(isoWeekOf('2026-06-22').week).toBe('2026-W26');
    expect(isoWeekOf('2027-01-01')).toEqual({ week: '2026-W53', from: '2026-12-28', to: '2027-01-03' });
    expect(isoWeekOf('2024-12-30')).toEqual({ week: '2025-W01', from: '2024-12-30', to: '2025-01-05' });
  });

  it('is the calendar month of the evening', () => {
    expect(monthOfEvening('2026-06-30')).toBe('2026-06');
  });
});
