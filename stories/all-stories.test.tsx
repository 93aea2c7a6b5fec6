import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview.tsx';
import type { Lang } from '../widget/i18n/index.ts';
import widgetGuide from '../docs/widget.md?raw';
import { guideSection } from './docs/guide-section.ts';

/**
 * Every story of every stories file, rendered as Storybook renders it (project decorators, args,
 * play function), once in English and once in Chinese. A story fails on any thrown error, failed
 * expectation in its play function, or console.error (React warnings, i18next misses logged as
 * errors, failed renders).
 */
type StoriesFile = Parameters<typeof composeStories>[0];
/** What the test needs of a composed story: mount it and run its play function. */
type RunnableStory = { run: () => Promise<void> };

const files = import.meta.glob<StoriesFile>('./**/*.stories.tsx', { eager: true });
const LANGUAGES: Lang[] = ['en', 'zh'];

const annotations = setProjectAnnotations([preview]);
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

for (const [path, file] of Object.entries(files)) {
  describe(path, () => {
    for (const lang of LANGUAGES) {
      const stories: Record<string, RunnableStory> = composeStories(file, { initialGlobals: { locale: lang } });
      for (const [name, story] of Object.entries(stories)) {
        it(`${name} (${lang})`, async () => {
          await story.run();
          // Let answers that arrive just after the play function settle, so late errors count too.
          await new Promise((resolve) => setTimeout(resolve, 20));
          expect(consoleErrors).toEqual([]);
        });
      }
    }
  });
}
