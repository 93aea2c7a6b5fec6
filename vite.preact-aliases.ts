import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The React API compiled with Preact: `react`, `react-dom` and the JSX runtime resolve to
 * @preact/compat, so the widget's components ship in the embed without React's runtime. Used by
 * the embed's build (vite.widget.config.ts) and by the widget's component-test project
 * (vitest.config.ts), so the widget is tested on the runtime it ships with. The site is not
 * aliased: it builds and runs on React 19 (README, "Two runtimes").
 */
export const preactAliases: Alias[] = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: '@preact/compat/client' },
  { find: /^react-dom$/, replacement: '@preact/compat' },
  { find: /^react$/, replacement: '@preact/compat' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: here('./widget/embed/sync-external-store.ts') },
];
