import { describe, expect, it } from 'vitest';
import { formatGuestName, formatLongDate, formatMonthTitle, formatTimeslot, formatVisitDate, weekdayHeaders } from './formats.ts';
import { formatCountdown, holdSecondsLeft } from './hold.ts';
import { digitsOnly } from './phone.ts';
import { FOOD_CHOICES, joinChoices, roomForOther, splitChoices } from './requests.ts';
import { progressSegments, stepFromLastStep } from './steps.ts';

describe('steps and progress', () => {
  it('shows step last_step + 1', () => {
    expect([0, 1, 2, 3].map(stepFromLastStep)).toEqual([1, 2, 3, 4]);
  });

  it('fills the first segment always, one more per step, the last only when paid', () => {
    expect(progressSegments(1, false)).toEqual([true, false, false, false, false]);
    expect(progressSegments(3, false)).toEqual([true, true, true, false, false]);
    expect(progressSegments(4, false)).toEqual([true, true, true, true, false]);
    expect(progressSegments(4, true)).toEqual([true, true, true, true, true]);
  });
});

describe('the hold countdown', () => {
  const ends = '2026-06-03T02:30:00.000Z';
  it("counts down to the server's hold_expires_at", () => {
    expect(holdSecondsLeft(ends, new Date('2026-06-03T02:00:00Z'))).toBe(1800);
    expect(holdSecondsLeft(ends, new Date('2026-06-03T02:29:30Z'))).toBe(30);
    expect(holdSecondsLeft(ends, new Date('2026-06-03T03:00:00Z'))).toBe(0);
    expect(formatCountdown(1799)).toBe('29:59');
  });
});

describe('food and occasion', () => {
  it('leaves the other text what the ticked items do not take of the saved value', () => {
    expect(roomForOther([], 500)).toBe(497);
    expect(roomForOther(['No Pork', 'Gluten Free'], 500)).toBe(500 - 'No Pork, Gluten Free / '.length);
    const room = roomForOther(['No Pork'], 500);
    expect(joinChoices(['No Pork'], 'y'.repeat(room)).length).toBe(500);
  });

  it('saves chosen items joined, then " / " and the other text', () => {
    expect(joinChoices(['No Pork', 'Gluten Free'], 'no coriander')).toBe('No Pork, Gluten Free / no coriander');
    expect(joinChoices(['Birthday'], '')).toBe('Birthday / ');
    expect(joinChoices([], 'graduation')).toBe(' / graduation');
    expect(joinChoices([], '  ')).toBe('');
  });

  it('reads a saved value back into ticks and text', () => {
    expect(splitChoices('No Pork, Gluten Free / no coriander', FOOD_CHOICES)).toEqual({
      items: ['No Pork', 'Gluten Free'],
      other: 'no coriander',
    });
    expect(splitChoices(' / a / b', FOOD_CHOICES)).toEqual({ items: [], other: 'a / b' });
  });
});

describe('phone digits', () => {
  it('keeps the digits of what a guest types (which numbers get SMS: api-client/rules/china-mobile.test.ts)', () => {
    expect(digitsOnly('138 0013-8000')).toBe('13800138000');
    expect(digitsOnly('１３８ ００１３ ８０００')).toBe('13800138000');
  });
});

describe('date formats', () => {
  it('writes dates as a guest says them, weekday first in English', () => {
    expect(formatVisitDate('2026-06-03', 'en')).toBe('Wednesday 3 June 2026');
    expect(formatVisitDate('2026-06-03', 'zh')).toBe('2026年6月3日 星期三');
    expect(formatLongDate('2027-01-01', 'en')).toBe('Friday 1 January 2027');
    expect(formatMonthTitle('2026-12', 'zh')).toBe('2026年12月');
    expect(formatTimeslot('1830')).toBe('18:30');
  });

  it('names weekday columns from Intl, Sunday first', () => {
    expect(weekdayHeaders('en')[0]).toEqual({ short: 'Sun', long: 'Sunday' });
    // A Chinese calendar starts on Monday.
    expect(weekdayHeaders('zh').map((day) => day.short).join('')).toBe('一二三四五六日');
    expect(weekdayHeaders('zh')[2]!.long).toBe('星期三');
    expect(formatVisitDate('2026-09-15', 'en')).toBe('Tuesday 15 September 2026');
  });
});

describe('guest names', () => {
  it('writes Chinese names family name first, others given name first', () => {
    expect(formatGuestName('美', '王')).toBe('王美');
    expect(formatGuestName('Tom', 'Chan')).toBe('Tom Chan');
  });
});
