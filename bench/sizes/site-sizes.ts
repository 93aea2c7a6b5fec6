import { initialFiles, resolveFrom } from '../../widget/embed/bundle-graph.ts';
import type { Section } from '../lib/checks.ts';
import { compressedSize, kb, sumSizes } from '../lib/compress.ts';
import { readTree } from '../lib/read-tree.ts';

/**
 * The site's routes and the chunks each one loads lazily as it starts (site/app/pages.ts),
 * in English: the landing and home pages are part of the entry; the three pages with booking views
 * share the `booking` chunk and fetch the widget's strings in the guest's language beside it
 * (vite.site.config.ts, site/i18n/widget-strings.ts). Chunks are found by name, which Vite keeps
 * in the chunk's file name.
 */
export const SITE_ROUTES: ReadonlyArray<{ path: string; chunks: readonly string[] }> = [
  { path: '/', chunks: [] },
  { path: '/home', chunks: [] },
  { path: '/booking', chunks: ['booking', 'en'] },
  { path: '/booking_process/{code}', chunks: ['booking', 'en'] },
  { path: '/booking_result', chunks: ['booking-result-page'] },
  { path: '/my_bookings', chunks: ['booking', 'en'] },
  { path: '/faq', chunks: ['faq-page'] },
  { path: '/contact', chunks: ['contact-page'] },
  { path: '/privacy', chunks: ['privacy-page', 'privacy-en'] },
];

/** Files index.html makes the browser fetch: its module script, modulepreloads and stylesheets. */
function htmlReferences(html: string): string[] {
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return refs.map((ref) => resolveFrom('index.html', ref));
}

/** What each route downloads before its page shows: HTML, CSS and the JS of the entry and the page. */
export function siteSizes(siteDir: string): Section {
  const files = readTree(siteDir);
  const html = files.get('index.html');
  if (!html) throw new Error(`${siteDir}/index.html is missing: the site was not built`);
  const entryFiles = new Set<string>(['index.html']);
  for (const ref of htmlReferences(html)) {
    for (const name of ref.endsWith('.js') ? initialFiles(files, ref) : [ref]) entryFiles.add(name);
  }
  const rows = SITE_ROUTES.map(({ path, chunks }) => {
    const routeFiles = new Set(entryFiles);
    for (const named of chunks) {
      const chunk = [...files.keys()].find((name) => new RegExp(`^assets/${named}-[\\w-]{8}\\.js$`).test(name));
      if (!chunk) throw new Error(`no chunk for ${named} in ${siteDir}/assets`);
      for (const name of initialFiles(files, chunk)) routeFiles.add(name);
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
