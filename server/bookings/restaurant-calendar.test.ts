import { describe, expect, it } from 'vitest';
import { hasWorkingDaysNotice, isOpen } from './restaurant-calendar.ts';

// Dates, Shanghai time and the horizon's window are tested with their shared module (api-client/rules).
const rules = { openWeekdays: [2, 3, 4, 5, 6], closedDates: new Set(['2026-06-11']) };

describe('restaurant calendar', () => {
  it('is open Tuesday to Saturday except closed dates', () => {
    expect(isOpen('2026-06-02', rules)).toBe(true); // Tuesday
    expect(isOpen('2026-06-07', rules)).toBe(false); // Sunday
    expect(isOpen('2026-06-08', rules)).toBe(false); // Monday
    expect(isOpen('2026-06-11', rules)).toBe(false);
  });

  it('counts working days of notice on open days only, skipping closed dates', () => {
    // From Wed 06-03: Thu 4, Fri 5, Sat 6, Tue 9, Wed 10, (Thu 11 closed), Fri 12, Sat 13 = 7th.
    expect(hasWorkingDaysNotice('2026-06-03', '2026-06-12', 7, rules)).toBe(false);
    expect(hasWorkingDaysNotice('2026-06-03', '2026-06-13', 7, rules)).toBe(true);
    expect(hasWorkingDaysNotice('2026-06-03', '2026-06-20', 7, rules)).toBe(true);
  });

  it('ends its notice walk on the last day of year 9999', () => {
    const everyDay = { openWeekdays: [0, 1, 2, 3, 4, 5, 6], closedDates: new Set<string>() };
    expect(hasWorkingDaysNotice('9999-12-28', '9999-12-31', 7, everyDay)).toBe(false);
    expect(hasWorkingDaysNotice('9999-12-28', '9999-12-31', 3, everyDay)).toBe(true);
  });
});
