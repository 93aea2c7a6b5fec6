import { describe, expect, it } from 'vitest';
import { busiestDuring, seatedAt } from './occupancy.ts';

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('who is seated when (150-minute dinners)', () => {
  const evening = [
    { minute: at('18:00'), pax: 8 },
    { minute: at('18:00'), pax: 4 },
    { minute: at('20:30'), pax: 6 },
  ];

  it('counts a party from its arrival until, not including, the end of its dinner', () => {
    expect(seatedAt(evening, at('17:59'), 150)).toBe(0);
    expect(seatedAt(evening, at('18:00'), 150)).toBe(12);
    expect(seatedAt(evening, at('20:29'), 150)).toBe(12);
    expect(seatedAt(evening, at('20:30'), 150)).toBe(6);
    expect(seatedAt(evening, at('23:00'), 150)).toBe(0);
  });

  it('finds the busiest moment of a dinner, later arrivals included', () => {
    expect(busiestDuring(evening, at('18:30'), 150)).toBe(12);
    expect(busiestDuring(evening, at('20:30'), 150)).toBe(6);
    expect(busiestDuring([{ minute: at('20:30'), pax: 5 }], at('18:30'), 150)).toBe(5);
    expect(busiestDuring([{ minute: at('20:30'), pax: 5 }], at('18:00'), 150)).toBe(0);
    expect(busiestDuring([], at('18:00'), 150)).toBe(0);
  });
});
