import { defineConfig } from 'vitest/config';

/**
 * The browser tests as a vitest project: real server processes and Chromium, so one file at a
 * time and generous timeouts. Run alone with `npx vitest run --config e2e/support/vitest.config.ts`;
 * the root config can list the same project so `npm test` includes them.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('../..', import.meta.url).pathname,
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
