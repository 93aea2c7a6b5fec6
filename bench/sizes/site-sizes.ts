import { chunkNamed, entryKey, initialFiles, readManifest } from '../lib/bundle-graph.ts';
import type { Section } from '../lib/checks.ts';
import { compressedSize, kb, sumSizes } from '../lib/compress.ts';
import { readTree } from '../lib/read-tree.ts';

/**
 * Chunks each route loads lazily as it starts (site/app/pages.ts), by Vite manifest name, in English: `/` and
 * `/home` are in the entry; the booking pages share `booking` plus the widget's strings in the guest's
 * language, core and views (vite.site.config.ts, site/i18n/widget-strings.ts).
 */
export const SITE_ROUTES: ReadonlyArray<{ path: string; chunks: readonly string[] }> = [
  { path: '/', chunks: [] },
  { path: '/home', chunks: [] },
  { path: '/booking', chunks: ['booking', 'en-core', 'en-views'] },
  { path: '/booking_process/{code}', chunks: ['booking', 'en-core', 'en-views'] },
  { path: '/booking_result', chunks: ['booking-result-page'] },
  { path: '/my_bookings', chunks: ['booking', 'en-core', 'en-views'] },
  { path: '/faq', chunks: ['faq-page'] },
  { path: '/contact', chunks: ['contact-page'] },
  { path: '/privacy', chunks: ['privacy-page', 'privacy-en'] },
];

/** What each route downloads before its page shows: HTML, CSS and the JS of the entry and the page. */
export function siteSizes(siteDir: string): Section {
  const files = readTree(siteDir);
  if (!files.has('index.html')) throw new Error(`${siteDir}/index.html is missing: the site was not built`);
  const manifest = readManifest(siteDir);
  // The one stylesheet every page links (cssCodeSplit is off), the entry script and its imports.
  const stylesheets = Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.css'));
  const entryFiles = new Set<string>(['index.html', ...stylesheets, ...initialFiles(manifest, entryKey(manifest))]);
  const rows = SITE_ROUTES.map(({ path, chunks }) => {
    const routeFiles = new Set(entryFiles);
    for (const named of chunks) {
      for (const name of initialFiles(manifest, chunkNamed(manifest, named))) routeFiles.add(name);
    }
    const total = sumSizes([...routeFiles].map((name) => compressedSize(files.get(name)!)));
    const js = sumSizes([...routeFiles].filter((name) => name.endsWith('.js')).map((name) => compressedSize(files.get(name)!)));
    return [path, String(routeFiles.size), kb(js.gzip), kb(total.raw), kb(total.gzip), kb(total.brotli)];
  });
  return {
    title: 'Site initial download per route (dist/site: HTML, CSS and JS before the page shows)',
    columns: ['route', 'files', 'JS gzip', 'raw', 'gzip', 'brotli'],
    rows,
    checks: [],
  };
}
