import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isSitePage, SITE_PAGE_PATHS } from './site-pages.ts';

describe('the site pages the server knows', () => {
  it("are the site's routes (site/app/pages.ts), so no page of the site is redirected away", async () => {
    const source = await readFile(new URL('../../site/app/pages.ts', import.meta.url), 'utf8');
    const routes = [...source.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]);
    expect([...SITE_PAGE_PATHS].sort()).toEqual([...new Set(routes)].sort());
  });

  it('match a booking code, a trailing slash, and nothing deeper', () => {
    expect(isSitePage('/booking_process/ABCDEFGHJKMNPQRS')).toBe(true);
    expect(isSitePage('/faq/')).toBe(true);
    expect(isSitePage('/faq/more')).toBe(false);
    expect(isSitePage('/booking_process')).toBe(false);
  });
});
