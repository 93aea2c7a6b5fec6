import { describe, expect, it } from 'vitest';
import { displaySavedChoices, readSavedChoices } from './saved-choices.ts';

describe('saved food and occasion choices (SPEC §3 format) as shown', () => {
  it('never shows the dangling separator of a value without other text', () => {
    expect(displaySavedChoices('Birthday / ')).toBe('Birthday');
    expect(displaySavedChoices('Birthday /')).toBe('Birthday');
    expect(displaySavedChoices('No Pork, Gluten Free / ')).toBe('No Pork, Gluten Free');
  });

  it('shows the other text after the items, or alone', () => {
    expect(displaySavedChoices('Birthday / a cake with candles')).toBe('Birthday / a cake with candles');
    expect(displaySavedChoices(' / shellfish')).toBe('shellfish');
    expect(displaySavedChoices('/ Severe shellfish allergy')).toBe('Severe shellfish allergy');
    expect(displaySavedChoices('/')).toBe('');
    expect(displaySavedChoices('No raw food/seafood')).toBe('No raw food/seafood');
    expect(displaySavedChoices('No Pork / a / b')).toBe('No Pork / a / b');
    expect(displaySavedChoices('')).toBe('');
    expect(displaySavedChoices(null)).toBe('');
  });

  it('names the items in the guest language', () => {
    const zh: Record<string, string> = { 'No Pork': '不吃猪肉', 'Gluten Free': '无麸质' };
    expect(displaySavedChoices('No Pork, Gluten Free / 少盐', { label: (item) => zh[item] ?? item, listSeparator: '、' })).toBe('不吃猪肉、无麸质 / 少盐');
  });

  it('reads items and other text apart', () => {
    expect(readSavedChoices('No Pork, No Beef / ')).toEqual({ items: ['No Pork', 'No Beef'], other: '' });
  });
});
