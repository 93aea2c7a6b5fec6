import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { failingPairs, tokensAt, type ContrastPair } from '../../widget/styles/colour-contrast.ts';

const css = readFileSync(new URL('./site.css', import.meta.url), 'utf8');
const light = tokensAt(css, ':root {');
const dark = { ...light, ...tokensAt(css, '@media (prefers-color-scheme: dark) {\n  :root {') };

/** What the site draws on what: text at 4.5:1, control borders and the focus ring at 3:1. */
const pairs: ContrastPair[] = [
  ['ink', 'paper', 4.5],
  ['ink', 'card', 4.5],
  ['ink', 'sunken', 4.5],
  ['muted', 'paper', 4.5],
  ['muted', 'card', 4.5],
  ['muted', 'sunken', 4.5],
  ['accent', 'paper', 4.5],
  ['accent', 'card', 4.5],
  ['accent', 'sunken', 4.5],
  ['accent-strong', 'paper', 4.5],
  ['accent-ink', 'accent', 4.5],
  ['accent-ink', 'accent-strong', 4.5],
  ['brass', 'paper', 4.5],
  ['error', 'error-bg', 4.5],
  ['error', 'card', 4.5],
  ['success', 'success-bg', 4.5],
  ['band-ink', 'band', 4.5],
  ['band-brass', 'band', 4.5],
  ['line-strong', 'card', 3],
  ['focus', 'paper', 3],
  ['focus', 'card', 3],
];

describe('the site colours meet WCAG AA', () => {
  it.each([
    ['light', light],
    ['dark', dark],
  ])('%s', (_name, tokens) => {
    expect(Object.keys(tokens).length).toBeGreaterThanOrEqual(19);
    expect(failingPairs(tokens, pairs)).toEqual([]);
  });
});
