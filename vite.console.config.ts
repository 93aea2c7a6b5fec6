import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff console: its own page and bundle at /staff, built into dist/console/. No guest page
 * loads it, and it shares no chunk with the site or the widget, so their downloads stay as they are.
 */
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('./console/', import.meta.url)),
  base: '/staff/',
  publicDir: false,
  plugins: [react()],
  ...(command === 'build' && {
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir: fileURLToPath(new URL('./dist/console/', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
}));
