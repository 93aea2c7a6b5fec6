import { describe, expect, it } from 'vitest';
import { diningLengthText } from './dining-length.ts';

describe('the dinner length in words', () => {
  it.each([
    [150, '2½ hours', '两个半小时'],
    [120, '2 hours', '两小时'],
    [60, '1 hour', '一小时'],
    [90, '1½ hours', '一个半小时'],
    [180, '3 hours', '三小时'],
    [100, '100 minutes', '100 分钟'],
    [30, '30 minutes', '30 分钟'],
  ])('%i minutes', (minutes, en, zh) => {
    expect(diningLengthText(minutes, 'en')).toBe(en);
    expect(diningLengthText(minutes, 'zh')).toBe(zh);
  });
});
