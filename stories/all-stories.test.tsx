import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { A11yParameters, A11yReport } from '@storybook/addon-a11y';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.tsx';
import type { Lang } from '../widget/i18n/index.ts';
import widgetGuide from '../docs/widget.md?raw';
import { guideSection } from './docs/guide-section.ts';

/**
 * Every story, rendered as Storybook renders it, in English and in Chinese. It fails on a thrown error,
 * a failed play expectation, console.error (React warnings, i18next misses, failed renders) or an axe
 * violation after the play function, per its `a11y` parameters (.storybook/preview.tsx: `test: 'error'`).
 */
type StoriesFile = Parameters<typeof composeStories>[0];
/** What the test needs of a composed story: mount it, run its play function and checks, and what they reported. */
type RunnableStory = { run: () => Promise<void>; parameters: { a11y?: A11yParameters }; reporting: { reports: Array<{ type: string; status: string; result?: unknown }> } };

const files = import.meta.glob<StoriesFile>('./**/*.stories.tsx', { eager: true });
const LANGUAGES: Lang[] = ['en', 'zh'];

/**
 * jsdom lays nothing out and computes no colours, so axe cannot judge colour contrast here: that
 * one rule is off in this test only. The browser tests (e2e/support/axe.ts) check contrast on the
 * real pages and the built widget.
 */
const jsdomCannotJudge = { parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } } };
const annotations = setProjectAnnotations([a11yAnnotations, preview, jsdomCannotJudge]);
beforeAll(annotations.beforeAll);

let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // STORY_ERROR_STACKS=1 adds where each error was logged from, to find a late or stray update.
    consoleErrors.push(format(...args) + (process.env.STORY_ERROR_STACKS ? `\n${new Error().stack}` : ''));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

it('finds the stories files', () => {
  expect(Object.keys(files).length).toBeGreaterThan(0);
});

it('finds the sections the embedding guide shows in docs/widget.md', () => {
  for (const heading of ['Attributes', 'Events', 'Theming: `--tb-*` custom properties']) {
    expect(guideSection(widgetGuide, heading)).toContain('|');
  }
});

/** The a11y addon's findings for a story whose parameters make violations fail it, one line each. */
function accessibilityProblems(story: RunnableStory): string[] {
  const failed = story.reporting.reports.filter((report) => report.type === 'a11y' && report.status === 'failed');
  return failed.flatMap(({ result }) => {
    const report = result as A11yReport;
    if ('error' in report) return [`axe-core failed: ${String(report.error)}`];
    return report.violations.map(
      (violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

it('fails a story on an accessibility violation', async () => {
  const unnamedButton = { default: { title: 'Checks/Unnamed button', render: () => <button type="button" /> }, Unnamed: {} } as StoriesFile;
  const { Unnamed } = composeStories(unnamedButton) as Record<string, RunnableStory>;
  await Unnamed!.run();
  expect(accessibilityProblems(Unnamed!)).toEqual([expect.stringMatching(/^button-name \(critical\): Buttons must have discernible text at /)]);
});

for (const [path, file] of Object.entries(files)) {
  describe(path, () => {
    for (const lang of LANGUAGES) {
      const stories: Record<string, RunnableStory> = composeStories(file, { initialGlobals: { locale: lang } });
      for (const [name, story] of Object.entries(stories)) {
        it(`${name} (${lang})`, async () => {
          await story.run();
          expect(accessibilityProblems(story)).toEqual([]);
          // Let answers that arrive just after the play function settle, so late errors count too.
          await new Promise((resolve) => setTimeout(resolve, 20));
          expect(consoleErrors).toEqual([]);
        });
      }
    }
  });
}
