import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * `npm start` in plain JavaScript, to run on `node` alone: rebuilds what is missing or older than its sources
 * so nothing stale is served, then runs the server in this process so signals reach its graceful shutdown.
 * Without dev dependencies it cannot rebuild: a stale build starts with a warning, a missing one stops.
 */
// Imported by jsdom tests too (through e2e/support/site-server.ts), where import.meta.url is no file: URL.
export const root = import.meta.url.startsWith('file:') ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') : process.cwd();

// Not package-lock.json: `npm prune --omit=dev` rewrites it (same content, new time), which would
// make every pruned deploy look stale. A dependency change that shows only in the lock file
// (npm update) needs an `npm run build`.
const shared = ['api-client', 'widget', 'package.json', 'tsconfig.json'];

/** What `npm start` builds: `tool` is the dev dependency the build needs. */
export const targets = [
  { name: 'site', script: 'build:site', tool: 'vite', output: 'dist/site/index.html', sources: ['site', 'vite.site.config.ts', ...shared] },
  { name: 'widget', script: 'build:widget', tool: 'vite', output: 'dist/widget/table-booking.js', sources: ['vite.widget.config.ts', 'vite.preact-aliases.ts', ...shared] },
  {
    name: 'server',
    script: 'build:server',
    tool: 'typescript',
    output: 'dist/server/server.js',
    sources: ['server', 'api-client', 'scripts/admin.ts', 'scripts/admin', 'scripts/build-server.mjs', 'tsconfig.server.json', 'tsconfig.json', 'package.json'],
  },
  { name: 'console', script: 'build:console', tool: 'vite', output: 'dist/console/index.html', sources: ['console', 'vite.console.config.ts', ...shared] },
];

export const serverTarget = targets[2];

const SKIP = /(^|\/)(node_modules|dist|\.git)(\/|$)|\.test\.tsx?$|\.stories\.tsx?$/;

/** Newest modification time under `entry` (a file or folder), ignoring tests and stories. */
export function newestMtime(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return SKIP.test(entry) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    const full = path.join(entry, child);
    if (!SKIP.test(full)) newest = Math.max(newest, newestMtime(full));
  }
  return newest;
}

export function isStale(target, base = root) {
  let built;
  try {
    built = statSync(path.join(base, target.output)).mtimeMs;
  } catch {
    return true;
  }
  return target.sources.some((source) => newestMtime(path.join(base, source)) > built);
}

/**
 * Builds every stale target with `npm run <script>`. Returns false, having said why in one line,
 * when the server cannot start: a build failed, or one is missing and cannot be made here.
 */
export function buildStale({ base = root, only = targets, log = console } = {}) {
  const stale = only.filter((target) => isStale(target, base));
  for (const target of only) if (!stale.includes(target)) log.log(`${target.name}: up to date (${target.output})`);
  const cannotBuild = stale.filter((target) => target.tool && !existsSync(path.join(base, 'node_modules', target.tool, 'package.json')));
  if (cannotBuild.length > 0) {
    const missing = cannotBuild.filter((target) => !existsSync(path.join(base, target.output)));
    if (missing.length > 0) {
      const names = missing.map((target) => target.output).join(', ');
      log.error(`Not built: ${names}. Run \`npm run build\` with the dev dependencies installed (npm ci), then npm start.`);
      return false;
    }
    const names = cannotBuild.map((target) => target.output).join(', ');
    log.warn(`Warning: sources are newer than the build (${names}) and the dev dependencies to rebuild are not installed; starting the existing build.`);
  }
  for (const target of stale) {
    if (cannotBuild.includes(target)) continue;
    log.log(`${target.name}: building (npm run ${target.script})`);
    const result = spawnSync('npm', ['run', target.script], { cwd: base, stdio: 'inherit' });
    if (result.status !== 0) {
      log.error(`${target.name}: build failed (npm run ${target.script})`);
      return false;
    }
  }
  return true;
}

if (import.meta.url.startsWith('file:') && process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!buildStale()) process.exit(1);
  await import(pathToFileURL(path.join(root, serverTarget.output)).href);
}
