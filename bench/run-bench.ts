import { metricsMicrosecondsPerRequest } from './load/metrics-overhead.ts';
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { auditSection } from './audit/audit-section.ts';
import type { Section } from './lib/checks.ts';
import { DEFAULT_POSTGRES_URL, freshDatabase } from './lib/postgres.ts';
import { loadSections, readMeetsBudget } from './load/load-sections.ts';
import { measureCeiling, measureStore, type StoreFigures, type Timing } from './load/store-load.ts';
import { renderReport, updateReadme } from './report/markdown.ts';
import { instancesSection, measureOneAndTwoInstances } from './load/two-instances.ts';
import { peerSizes } from './sizes/peer-sizes.ts';
import { siteSizes } from './sizes/site-sizes.ts';
import { widgetSizes } from './sizes/widget-sizes.ts';

/** `npm run bench`: what it measures, its budgets and its BENCH_* settings are in bench/README.md. */
const WORK_DIR = 'bench/.work';
const started = Date.now();
const timing: Timing = {
  connections: 50,
  bookingConnections: 16,
  seconds: Number(process.env.BENCH_SECONDS ?? 6),
  warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2),
};
const say = (message: string) => console.error(`[bench] ${message}`);

async function npmRun(script: string): Promise<void> {
  const child = spawn('npm', ['run', script, '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run ${script} failed:\n${output.slice(-4000)}`);
}

async function measureStores(ceiling: number): Promise<StoreFigures[]> {
  const meets = (figures: Parameters<typeof readMeetsBudget>[0]) => readMeetsBudget(figures, ceiling);
  say('API load on PGlite');
  const stores = [await measureStore('PGlite', undefined, timing, meets)];
  if (process.env.BENCH_SKIP_POSTGRES === '1') return stores;
  say('API load on PostgreSQL');
  const database = await freshDatabase(process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL);
  try {
    stores.push(await measureStore('PostgreSQL', database.url, timing, meets));
  } finally {
    await database.drop();
  }
  return stores;
}

const loadAtStart = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
await mkdir(WORK_DIR, { recursive: true });
say('building the site and the widget');
await npmRun('build');
say('measuring bundles and peers');
const sections: Section[] = [widgetSizes('dist/widget').section, siteSizes('dist/site'), await peerSizes(WORK_DIR)];
if (process.env.BENCH_SKIP_LOAD !== '1') {
  say('hello-world ceiling');
  const ceiling = await measureCeiling(timing);
  const stores = await measureStores(ceiling.requestsPerSecond);
  sections.push(...loadSections(ceiling, stores, timing.connections, timing.bookingConnections, metricsMicrosecondsPerRequest()));
  if (process.env.BENCH_SKIP_POSTGRES !== '1') {
    say('one and two instances on PostgreSQL');
    sections.push(instancesSection(await measureOneAndTwoInstances(process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_URL, timing), timing));
  }
}
if (process.env.BENCH_SKIP_AUDIT !== '1') {
  say('Lighthouse audits');
  sections.push(await auditSection(WORK_DIR));
}

const report = renderReport(
  {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    node: process.version,
    load: loadAtStart,
    seconds: Math.round((Date.now() - started) / 1000),
  },
  sections,
);
console.log(report);
await writeFile('bench/results.md', `# Benchmark results\n\nWritten by \`npm run bench\`; see bench/README.md.\n\n${report}`);
if (process.env.BENCH_NO_README !== '1') await updateReadme('README.md', report);
const missed = sections.flatMap((section) => section.checks).filter((check) => !check.ok);
if (missed.length > 0) {
  say(`${missed.length} budget(s) missed: ${missed.map((check) => check.what).join('; ')}`);
  process.exitCode = 1;
} else {
  say('every budget met');
}
