import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { EAGER_COMPILE_BANNER } from './vite.compile-hints.ts';

const root = fileURLToPath(new URL('./site/', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/site/', import.meta.url));
/** In `npm run dev` the API runs beside Vite on this port; Vite proxies the API paths to it. */
const apiPort = Number(process.env.DEV_API_PORT ?? 8787);
const apiTarget = process.env.DEV_API_URL ?? `http://127.0.0.1:${apiPort}`;

/**
 * `npm run dev` is one command: Vite serves the site with hot reload and starts the API server
 * (with tsx watch, so server edits restart it) as a child process, stopped with Vite.
 */
function apiServer(): Plugin {
  let child: ChildProcess | undefined;
  return {
    name: 'table-booking:api-server',
    apply: 'serve',
    configureServer(server) {
      if (process.env.DEV_API_URL) return; // an API already runs elsewhere
      child = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/server.ts'], {
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1' },
        stdio: 'inherit',
      });
      server.httpServer?.once('close', () => child?.kill());
      process.once('exit', () => child?.kill());
    },
  };
}

export default defineConfig(({ command }) => ({
  root,
  publicDir: 'public',
  plugins: [react(), apiServer()],
  // A build ships React's production build and JSX transform even when a test runner sets NODE_ENV=test:
  // React's development build is much slower on a phone, and the dev transform ships file paths.
  // `npm run dev` keeps the development build and its warnings.
  ...(command === 'build' && {
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: {
    outDir,
    // What each route loads, for the bench (bench/lib/bundle-graph.ts).
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for every page: a page's chunk then never injects a <link> and recalculates
    // styles while it starts, and the site's CSS is small anyway.
    cssCodeSplit: false,
    // No preload helper: a page chunk's imports are fetched by the browser's own module loader.
    // The helper's <link> injection ran on the main thread at every page start and cost more
    // script time on a phone than the one round trip it saves (npm run bench, Lighthouse).
    modulePreload: false,
    // With no preload helper each level of chunk imports costs a round trip, so all a page needs to start
    // is in the entry and the booking pages share one chunk with their widget code; only rarely used parts
    // (other pages, the payment panel, the QR code, each language's widget strings) stay lazy.
    rollupOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        postBanner: EAGER_COMPILE_BANNER,
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'booking', test: /[\\/]site[\\/]features[\\/]booking[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/sanctum': apiTarget,
      '/health': apiTarget,
      '/widget': apiTarget,
    },
  },
}));
