import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Run by `npm start` before the server: rebuilds the site and the widget when their build is
 * missing or older than any of its sources, so a fresh checkout or an edit never serves stale
 * pages, and an unchanged tree starts at once.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Target {
  name: string;
  script: string;
  output: string;
  sources: string[];
}

const shared = ['api-client', 'widget', 'package.json', 'package-lock.json', 'tsconfig.json'];
const targets: Target[] = [
  { name: 'site', script: 'build:site', output: 'dist/site/index.html', sources: ['site', 'vite.site.config.ts', ...shared] },
  { name: 'widget', script: 'build:widget', output: 'dist/widget/table-booking.js', sources: ['vite.widget.config.ts', ...shared] },
];

const SKIP = /(^|\/)(node_modules|dist|\.git)(\/|$)|\.test\.tsx?$|\.stories\.tsx?$/;

/** Newest modification time under `entry` (a file or folder), ignoring tests and stories. */
export function newestMtime(entry: string): number {
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

export function isStale(target: Target, base = root): boolean {
  let built: number;
  try {
    built = statSync(path.join(base, target.output)).mtimeMs;
  } catch {
    return true;
  }
  return target.sources.some((source) => newestMtime(path.join(base, source)) > built);
}

function main(): void {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  for (const target of targets) {
    if (!isStale(target)) {
      console.log(`${target.name}: up to date (${target.output})`);
      continue;
    }
    if (!scripts[target.script]) {
      console.warn(`${target.name}: no "${target.script}" script yet; not built`);
      continue;
    }
    console.log(`${target.name}: building (npm run ${target.script})`);
    const result = spawnSync('npm', ['run', target.script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`${target.name}: build failed`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
