import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The widget's React API resolves to @preact/compat so the embed ships without React's runtime; its
 * component tests use the same aliases to test what ships. The site is not aliased: it runs on React 19
 * (README, "Two runtimes").
 */
export const preactAliases: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: '@preact/compat/client' },
  { find: /^react-dom$/, replacement: '@preact/compat' },
  { find: /^react$/, replacement: '@preact/compat' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: here('./widget/embed/sync-external-store.ts') },
];
