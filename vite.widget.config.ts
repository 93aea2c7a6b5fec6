import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { preactAliases } from './vite.preact-aliases.ts';
import { EAGER_COMPILE_BANNER } from './vite.compile-hints.ts';

/**
 * The embed is a module script, so its lazy chunks load relative to it from whatever origin serves it. CSS
 * is imported as a string (`?inline`) and adopted by each shadow root, never injected into the host page.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

function commit(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT.slice(0, 12);
  try {
    return execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

export default defineConfig({
  mode: 'production',
  // The production JSX transform even when a test runner builds with NODE_ENV=test: the dev
  // transform would ship file paths and line numbers. react/jsx-runtime resolves to Preact below.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  resolve: { alias: preactAliases },
  define: {
    __TB_VERSION__: JSON.stringify(pkg.version),
    __TB_COMMIT__: JSON.stringify(commit()),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: 'dist/widget',
    emptyOutDir: true,
    // Vite's default target, the browsers the site serves too. Lowering it to es2020 rewrote the
    // private class fields of ky and i18next into WeakMap helpers that ran on every request and
    // lookup, about a fifth of the embed's start-up script on a phone (npm run bench).
    sourcemap: false,
    // What loads when, for the budget test and the bench (bench/lib/bundle-graph.ts).
    manifest: true,
    minify: true,
    copyPublicDir: false,
    lib: {
      entry: 'widget/embed/main.ts',
      formats: ['es'],
      fileName: () => 'table-booking.js',
    },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        minify: true,
        postBanner: EAGER_COMPILE_BANNER,
        // Everything the calendar and slot pane need stays in the one entry file; only code
        // reached through dynamic import() becomes a lazy chunk.
      },
    },
  },
});
