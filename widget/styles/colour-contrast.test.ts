import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, failingPairs, tokensAt, type ContrastPair } from './colour-contrast.ts';

const css = readFileSync(new URL('./widget.css', import.meta.url), 'utf8');
const light = tokensAt(css, ':host,');
const dark = { ...light, ...tokensAt(css, ":host([theme='dark'])") };
const auto = { ...light, ...tokensAt(css, ":host([theme='auto'])") };

/** What the widget draws on what: text at 4.5:1, borders of controls and the focus ring at 3:1. */
const pairs: ContrastPair[] = [
  ['tb-text', 'tb-bg', 4.5],
  ['tb-text', 'tb-surface', 4.5],
  ['tb-muted', 'tb-bg', 4.5],
  ['tb-muted', 'tb-surface', 4.5],
  ['tb-accent', 'tb-bg', 4.5],
  ['tb-accent', 'tb-surface', 4.5],
  ['tb-accent-text', 'tb-accent', 4.5],
  ['tb-success', 'tb-bg', 4.5],
  ['tb-danger', 'tb-bg', 4.5],
  ['tb-border', 'tb-bg', 3],
  ['tb-border', 'tb-surface', 3],
  ['tb-focus', 'tb-bg', 3],
  ['tb-focus', 'tb-surface', 3],
];

describe('the widget theme colours meet WCAG AA', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(failingPairs({ a: '#777777', b: '#ffffff' }, [['a', 'b', 4.5]])).toEqual(['a on b: 4.48 < 4.5']);
  });

  it.each([
    ['light', light],
    ['dark', dark],
    ['auto on a dark device', auto],
  ])('%s theme', (_name, tokens) => {
    expect(Object.keys(tokens).length).toBeGreaterThanOrEqual(10);
    expect(failingPairs(tokens, pairs)).toEqual([]);
  });

  it('gives theme="auto" on a dark device the dark theme', () => {
    expect(auto).toEqual(dark);
  });
});
