import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The niceness the bench's own helpers run at while a page is audited (Lighthouse's Node process
 * and the API server): the phone Lighthouse stands for runs neither, and on two cores they
 * otherwise take turns with the page's main thread, which Lighthouse then counts as the page's
 * script time.
 */
export const HELPER_NICENESS = 10;

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export interface PageAudit {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Total blocking time, ms. */
  totalBlockingTime: number;
  /** JavaScript execution time (Lighthouse's bootup-time: scripting, parsing, compiling), ms. */
  scriptExecution: number;
  largestContentfulPaint: number;
}

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility' | 'best-practices', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const score = (value: number | null) => Math.round((value ?? 0) * 100);

/** Debian's Chromium with a fresh profile (as Lighthouse would start it), listening for DevTools. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'tb-bench-chromium-'));
  const chromium = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    chromium.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then(() => reject(new Error(`Chromium exited before listening:\n${said.slice(-2000)}`)));
  });
  return {
    port,
    async stop() {
      chromium.kill();
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse 12 (its last line that runs on Node 20) in its own process, with its default
 * mobile settings (Moto G Power-sized screen, simulated slow 4G and 4x slower CPU). Chromium is
 * started here at normal priority, and Lighthouse, which would start it as its own child, is
 * lowered to HELPER_NICENESS once it runs.
 */
export async function auditPage(baseUrl: string, path: string, workDir: string): Promise<PageAudit> {
  const output = join(workDir, `lighthouse-${path.replace(/\W+/g, '_') || 'root'}.json`);
  const chromium = await startChromium();
  try {
    const audit = run(
      'node_modules/.bin/lighthouse',
      [baseUrl + path, '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility,best-practices', `--port=${chromium.port}`, '--quiet'],
      { timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
    );
    if (audit.child.pid) setPriority(audit.child.pid, HELPER_NICENESS);
    await audit;
  } finally {
    await chromium.stop();
  }
  const report = JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
  return {
    path,
    performance: score(report.categories.performance.score),
    accessibility: score(report.categories.accessibility.score),
    bestPractices: score(report.categories['best-practices'].score),
    totalBlockingTime: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    scriptExecution: Math.round(report.audits['bootup-time']?.numericValue ?? NaN),
    largestContentfulPaint: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
  };
}
