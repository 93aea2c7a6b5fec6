import { initialDownloadByLanguage, initialFiles, WIDGET_ENTRY } from '../../widget/embed/bundle-graph.ts';
import { atMost, type Section } from '../lib/checks.ts';
import { compressedSize, kb, sumSizes, type Compressed } from '../lib/compress.ts';
import { readTree } from '../lib/read-tree.ts';

const KB = 1024;
export const WIDGET_INITIAL_BUDGET = 45 * KB;
export const WIDGET_WHOLE_BUDGET = 90 * KB;

const row = (what: string, size: Compressed) => [what, kb(size.raw), kb(size.gzip), kb(size.brotli)];

/**
 * The embed as guests download it: until the slot pane is usable (the entry's static graph plus
 * the guest's language, as the budget test counts it), each lazy chunk, and the whole widget.
 */
export function widgetSizes(widgetDir: string): { section: Section; initialGzip: number } {
  const files = readTree(widgetDir);
  const sizes = new Map([...files].map(([name, code]) => [name, compressedSize(code)]));
  const of = (name: string) => sizes.get(name)!;
  const gzipByLanguage = initialDownloadByLanguage(files, (name) => of(name).gzip);
  const brotliByLanguage = initialDownloadByLanguage(files, (name) => of(name).brotli);
  const rawByLanguage = initialDownloadByLanguage(files, (name) => of(name).raw);
  const initial = initialFiles(files, WIDGET_ENTRY);
  const rows: string[][] = [];
  let worstInitial = 0;
  for (const [language, gzip] of gzipByLanguage) {
    const label = language.replace(/^.*\/(en|zh)-.*$/, '$1');
    rows.push(row(`initial until the slot pane is usable (${label})`, { raw: rawByLanguage.get(language)!, gzip, brotli: brotliByLanguage.get(language)! }));
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
