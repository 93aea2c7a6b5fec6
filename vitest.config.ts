import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Alias } from 'vite';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.preact-aliases.ts';

/**
 * Test projects: pure rules and api-client in node; components in jsdom, each on the runtime it
 * ships with (the site and Storybook on React 19, the widget on Preact as the embed compiles it);
 * the server suite on PGlite, and again on real PostgreSQL when DATABASE_URL is set (CI sets it).
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    env,
    // The server is imported once per worker rather than once per file; each file still has its
    // own database and app, and server/test/each-file.ts restarts what the test helpers count.
    isolate: false,
    setupFiles: ['./server/test/each-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const componentTests: { environment: 'jsdom'; setupFiles: string[]; testTimeout: number; hookTimeout: number } = {
  environment: 'jsdom',
  setupFiles: ['./vitest.dom-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Preact's compat has no `React.act`, so @testing-library/react falls back to `react-dom/test-utils`,
 * aliased to preact/test-utils, which flushes Preact's renders. It (ESM build) and react-i18next run
 * through Vite, not Node, so their `react` imports hit the aliases rather than Node's React.
 */
const testingLibraryEsm = join(dirname(createRequire(import.meta.url).resolve('@testing-library/react')), '@testing-library/react.esm.js');
const preactTestAliases: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^@testing-library\/react$/, replacement: testingLibraryEsm },
  ...preactAliases,
];

export default defineConfig({
  test: {
    globals: true,
    // Most files wait on a database or a server process; the default (CPU count - 1) leaves one of two cores idle.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['api-client/**/*.test.ts', 'widget/**/*.test.ts', 'site/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts', 'console/**/*.test.ts'],
          environment: 'node',
          // Some of these start the real server (embedded database) or build the widget.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom-site-react',
          // Storybook and the staff console render with React too; api-client's hook is tested on React here.
          include: ['site/**/*.test.tsx', 'stories/**/*.test.tsx', 'api-client/**/*.test.tsx', 'console/**/*.test.tsx'],
          ...componentTests,
        },
      },
      {
        // The JSX transform the embed is built with (vite.widget.config.ts), not React's plugin.
        oxc: { jsx: { runtime: 'automatic' } },
        resolve: { alias: preactTestAliases },
        test: {
          name: 'dom-widget-preact',
          include: ['widget/**/*.test.tsx'],
          ...componentTests,
          server: { deps: { inline: ['react-i18next', /[\\/]@testing-library[\\/]react[\\/]/] } },
        },
      },
      serverProject('server-pglite', {}),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', { TEST_DATABASE_URL: process.env.DATABASE_URL })] : []),
    ],
  },
});
