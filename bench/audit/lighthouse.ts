import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

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

/**
 * Lighthouse 12 (its last line that runs on Node 20) in its own process, with its default
 * mobile settings (Moto G Power-sized screen, simulated slow 4G and 4x slower CPU).
 */
export async function auditPage(baseUrl: string, path: string, workDir: string): Promise<PageAudit> {
  const output = join(workDir, `lighthouse-${path.replace(/\W+/g, '_') || 'root'}.json`);
  await run(
    'node_modules/.bin/lighthouse',
    [
      baseUrl + path,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000, maxBuffer: 16 * 1024 * 1024 },
  );
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
