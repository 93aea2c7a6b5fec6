import { initialFiles, resolveFrom } from '../../widget/embed/bundle-graph.ts';
import type { Section } from '../lib/checks.ts';
import { compressedSize, kb, sumSizes } from '../lib/compress.ts';
import { readTree } from '../lib/read-tree.ts';

/**
 * The site's routes and the page module each one loads lazily (site/app/site-routes.tsx); the
 * landing and home pages are part of the entry. Chunks are found by the module's name, which
 * Vite keeps in the chunk's file name.
 */
export const SITE_ROUTES: ReadonlyArray<{ path: string; page: string | null }> = [
  { path: '/', page: null },
  { path: '/home', page: null },
  { path: '/booking', page: 'booking-page' },
  { path: '/booking_process/{code}', page: 'booking-process-page' },
  { path: '/booking_result', page: 'booking-result-page' },
  { path: '/my_bookings', page: 'my-bookings-page' },
  { path: '/faq', page: 'faq-page' },
  { path: '/contact', page: 'contact-page' },
  { path: '/privacy', page: 'privacy-page' },
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
  const rows = SITE_ROUTES.map(({ path, page }) => {
    const routeFiles = new Set(entryFiles);
    if (page) {
      const chunk = [...files.keys()].find((name) => new RegExp(`^assets/${page}-[\\w-]{8}\\.js$`).test(name));
      if (!chunk) throw new Error(`no chunk for ${page} in ${siteDir}/assets`);
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
