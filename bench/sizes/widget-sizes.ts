import { entryKey, initialDownloadByLanguage, initialFiles, readManifest } from '../lib/bundle-graph.ts';
import { atMost, type Section } from '../lib/checks.ts';
import { compressedSize, kb, sumSizes, type Compressed } from '../lib/compress.ts';
import { readTree } from '../lib/read-tree.ts';

const KB = 1024;
/** Each with a fifth over the figures of the build they were set on, so a small change does not fail them. */
export const WIDGET_INITIAL_BUDGET = 58 * KB;
export const WIDGET_WHOLE_BUDGET = 104 * KB;

const row = (what: string, size: Compressed) => [what, kb(size.raw), kb(size.gzip), kb(size.brotli)];

/**
 * The embed as guests download it: until the slot pane is usable (the entry's static graph plus
 * the guest's language, as the budget test counts it), each lazy chunk, and the whole widget.
 */
export function widgetSizes(widgetDir: string): { section: Section; initialGzip: number } {
  const files = readTree(widgetDir);
  const manifest = readManifest(widgetDir);
  const sizes = new Map([...files].map(([name, code]) => [name, compressedSize(code)]));
  const of = (name: string) => sizes.get(name)!;
  const gzipByLanguage = initialDownloadByLanguage(manifest, (name) => of(name).gzip);
  const brotliByLanguage = initialDownloadByLanguage(manifest, (name) => of(name).brotli);
  const rawByLanguage = initialDownloadByLanguage(manifest, (name) => of(name).raw);
  const initial = initialFiles(manifest, entryKey(manifest));
  const rows: string[][] = [];
  let worstInitial = 0;
  for (const [language, gzip] of gzipByLanguage) {
    rows.push(row(`initial until the slot pane is usable (${language})`, { raw: rawByLanguage.get(language)!, gzip, brotli: brotliByLanguage.get(language)! }));
    worstInitial = Math.max(worstInitial, gzip);
  }
  for (const name of [...files.keys()].filter((file) => file.endsWith('.js') && !initial.has(file)).sort()) {
    rows.push(row(`lazy ${name.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$/, '')}`, of(name)));
  }
  const whole = sumSizes([...files.keys()].filter((name) => name.endsWith('.js')).map(of));
  rows.push(row('whole widget (all chunks)', whole));
  return {
    initialGzip: worstInitial,
    section: {
      title: 'Widget bundle (dist/widget)',
      columns: ['part', 'raw', 'gzip', 'brotli'],
      rows,
      checks: [
        atMost('widget initial download (gzip, worse language)', worstInitial, WIDGET_INITIAL_BUDGET, kb),
        atMost('whole widget (gzip)', whole.gzip, WIDGET_WHOLE_BUDGET, kb),
      ],
    },
  };
}
