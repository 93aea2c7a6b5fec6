import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site.tsx';
import { timesPerRow } from './restaurant-hours.tsx';

describe("the restaurant's hours", () => {
  it('wraps seating times in even rows of at most four: never one alone on a row', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((count) => timesPerRow(count))).toEqual([1, 2, 3, 4, 3, 3, 4, 4, 3]);
  });

  it.each([
    ['en', 'Hours', [['Open', 'Tuesday to Saturday'], ['Seatings', '18:0018:3019:0019:3020:00'], ['Dinner', 'About 2½ hours']]],
    ['zh', '营业时间', [['营业日', '周二至周六'], ['入座时间', '18:0018:3019:0019:3020:00'], ['用餐时长', '约两个半小时']]],
  ] as const)('gives three facts of one weight, each named: the dinner’s length is not left alone (%s)', async (lang, title, facts) => {
    renderSite('/home', { lang });
    const hours = await screen.findByRole('region', { name: title });
    const pairs = [...hours.querySelectorAll('dl > div')].map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]);
    expect(pairs).toEqual(facts);
    expect(within(hours).getByRole('list', { name: facts[1][0] }).style.getPropertyValue('--per-row')).toBe('3');
  });
});
