import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { initialDownloadByLanguage, initialFiles, WIDGET_ENTRY } from './bundle-graph.ts';

/**
 * Budgets on the built embed (the artifact guests download, not the source): what loads before
 * the slot pane is usable, the whole widget, and which libraries only ever load lazily.
 */
const KB = 1024;
let outDir: string;
let files: Map<string, string>;

const gzip = (name: string) => gzipSync(files.get(name)!, { level: 9 }).length;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'tb-widget-'));
  await build({ configFile: 'vite.widget.config.ts', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  files = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(outDir, path).replace(/\\/g, '/'), readFileSync(path, 'utf8'));
    }
  };
  walk(outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the embed bundle', () => {
  it('is one script plus lazy chunks, with version and commit stamped in', () => {
    expect(files.has('table-booking.js')).toBe(true);
    expect([...files.keys()].filter((name) => !name.startsWith('chunks/'))).toEqual(['table-booking.js']);
    const entry = files.get('table-booking.js')!;
    expect(entry).toContain(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(entry).toMatch(/customElements\.define\(\s*["'`]table-booking["'`]/);
    expect(entry).not.toContain('/work/');
  });

  it('loads at most 45 KB gzip before the slot pane is usable, in either language', () => {
    const byLanguage = initialDownloadByLanguage(files, gzip);
    expect(byLanguage.size).toBe(2);
    for (const [language, total] of byLanguage) {
      console.info(`initial download with ${language}: ${(total / KB).toFixed(1)} KB gzip`);
      expect(total).toBeLessThanOrEqual(45 * KB);
    }
  });

  it('keeps the whole widget within 90 KB gzip', () => {
    const total = [...files.keys()].filter((name) => name.endsWith('.js')).reduce((sum, name) => sum + gzip(name), 0);
    console.info(`whole widget: ${(total / KB).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(90 * KB);
  });

  it('carries no zod: the answer checks against the contract run in development and tests only', () => {
    // `_zod` is the property every zod schema has, and these are zod's and the checker's own messages;
    // a build with import.meta.env.DEV true has all of them in an answer-schemas chunk.
    const zod = (code: string) => code.includes('_zod') || code.includes('Unrecognized key') || code.includes('does not match the contract');
    expect([...files].filter(([, code]) => zod(code)).map(([name]) => name)).toEqual([]);
  });

  it('loads qrcode and paypal-js only in lazy chunks', () => {
    const initial = initialFiles(files, WIDGET_ENTRY);
    const qrcode = (code: string) => code.includes('getSymbolTotalCodewords');
    const paypal = (code: string) => code.includes('paypal.com/sdk/js');
    const holders = (test: (code: string) => boolean) => [...files].filter(([, code]) => test(code)).map(([name]) => name);
    expect(holders(qrcode).length).toBeGreaterThan(0);
    expect(holders(paypal).length).toBeGreaterThan(0);
    for (const name of [...holders(qrcode), ...holders(paypal)]) expect(initial.has(name)).toBe(false);
  });
});
