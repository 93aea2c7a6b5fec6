import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium as playwright } from 'playwright-core';
import type { BrowserCookie } from './live-hold.ts';

const run = promisify(execFile);

/**
 * Niceness of Lighthouse's Node process and the API server during an audit: the phone Lighthouse stands
 * for runs neither, and their turns on the CPU would otherwise count as the page's script time.
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
 * Gives the fresh profile a guest's cookies before Lighthouse opens the page, as the guest's own
 * browser would send them (Lighthouse clears caches and storage before a run, but not cookies).
 * The DevTools connection is closed again, so it does not watch the page while it is measured.
 */
async function addCookies(port: number, cookies: BrowserCookie[]): Promise<void> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies(cookies);
  } finally {
    await browser.close(); // disconnects; the browser keeps running
  }
}

/**
 * Lighthouse 12 (its last line that runs on Node 20) with its default mobile settings. Chromium is started
 * here so it keeps normal priority while Lighthouse, which would start it as its child, runs at
 * HELPER_NICENESS. `label` names the page in the report and its JSON file.
 */
export async function auditPage(baseUrl: string, path: string, workDir: string, options: { label?: string; cookies?: BrowserCookie[] } = {}): Promise<PageAudit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPageOnce(baseUrl, path, workDir, options);
    } catch (error) {
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine):
      // a fresh Chromium and another try, rather than losing every figure the bench measured so far.
      const transient = /Runtime error encountered/.test(String((error as { stderr?: string }).stderr ?? ''));
      if (!transient || attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.warn(`[bench] Lighthouse could not audit ${path} (attempt ${attempt}): trying again`);
    }
  }
}

/** Tries per page when Lighthouse reports a runtime error of its own. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function auditPageOnce(baseUrl: string, path: string, workDir: string, { label = path, cookies = [] }: { label?: string; cookies?: BrowserCookie[] }): Promise<PageAudit> {
  const output = join(workDir, `lighthouse-${label.replace(/\W+/g, '_') || 'root'}.json`);
  const chromium = await startChromium();
  try {
    if (cookies.length > 0) await addCookies(chromium.port, cookies);
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
    path: label,
    performance: score(report.categories.performance.score),
    accessibility: score(report.categories.accessibility.score),
    bestPractices: score(report.categories['best-practices'].score),
    totalBlockingTime: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    scriptExecution: Math.round(report.audits['bootup-time']?.numericValue ?? NaN),
    largestContentfulPaint: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
  };
}
