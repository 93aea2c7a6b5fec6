import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test projects: pure rules and api-client in node; components in jsdom; the server suite on
 * PGlite, and again on real PostgreSQL when DATABASE_URL is set (CI sets it).
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['api-client/**/*.test.ts', 'widget/**/*.test.ts', 'site/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Some of these start the real server (embedded database) or build the widget.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          include: ['widget/**/*.test.tsx', 'site/**/*.test.tsx', 'stories/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./vitest.dom-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      serverProject('server-pglite', {}),
      ...(process.env.DATABASE_URL ? [serverProject('server-postgres', { TEST_DATABASE_URL: process.env.DATABASE_URL })] : []),
    ],
  },
});
