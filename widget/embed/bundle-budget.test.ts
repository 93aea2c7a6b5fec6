import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { entryKey, initialDownloadByLanguage, initialFiles, readManifest, type Manifest } from '../../bench/lib/bundle-graph.ts';
import { readTree } from '../../bench/lib/read-tree.ts';
import { WIDGET_INITIAL_BUDGET, WIDGET_WHOLE_BUDGET } from '../../bench/sizes/widget-sizes.ts';

/**
 * Budgets on the built embed (the artifact guests download, not the source): what loads before
 * the slot pane is usable, the whole widget, and which libraries only ever load lazily.
 */
const KB = 1024;
let outDir: string;
let files: Map<string, string>;
let manifest: Manifest;

const gzip = (name: string) => gzipSync(files.get(name)!, { level: 9 }).length;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'tb-widget-'));
  await build({ configFile: 'vite.widget.config.ts', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  files = new Map([...readTree(outDir)].filter(([name]) => !name.startsWith('.vite/')));
  manifest = readManifest(outDir);
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

  it('keeps what loads before the slot pane is usable within its budget, in either language', () => {
    const byLanguage = initialDownloadByLanguage(manifest, gzip);
    expect(byLanguage.size).toBe(2);
    for (const [language, total] of byLanguage) {
      console.info(`initial download with ${language}: ${(total / KB).toFixed(1)} KB gzip`);
      expect(total).toBeLessThanOrEqual(WIDGET_INITIAL_BUDGET);
    }
  });

  it('keeps the whole widget within its budget', () => {
    const total = [...files.keys()].filter((name) => name.endsWith('.js')).reduce((sum, name) => sum + gzip(name), 0);
    console.info(`whole widget: ${(total / KB).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(WIDGET_WHOLE_BUDGET);
  });

  it('carries no zod: the answer checks against the contract run in development and tests only', () => {
    // `_zod` is the property every zod schema has, and these are zod's and the checker's own messages;
    // a build with import.meta.env.DEV true has all of them in an answer-check chunk.
    const zod = (code: string) => code.includes('_zod') || code.includes('Unrecognized key') || code.includes('does not match the contract');
    expect([...files].filter(([, code]) => zod(code)).map(([name]) => name)).toEqual([]);
  });

  it('loads qrcode and paypal-js only in lazy chunks', () => {
    const initial = initialFiles(manifest, entryKey(manifest));
    const qrcode = (code: string) => code.includes('getSymbolTotalCodewords');
    const paypal = (code: string) => code.includes('paypal.com/sdk/js');
    const holders = (test: (code: string) => boolean) => [...files].filter(([, code]) => test(code)).map(([name]) => name);
    expect(holders(qrcode).length).toBeGreaterThan(0);
    expect(holders(paypal).length).toBeGreaterThan(0);
    for (const name of [...holders(qrcode), ...holders(paypal)]) expect(initial.has(name)).toBe(false);
  });
});
