import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';
import { startSite, type RunningSite } from './site-server.ts';

export interface SiteAndBrowser {
  readonly site: RunningSite;
  readonly browser: Browser;
}

/**
 * The real site and a Chromium for the tests of the file or describe block it is called in:
 * both started at once before them, both stopped after them.
 */
export function useSiteAndBrowser(start: () => Promise<RunningSite> = () => startSite()): SiteAndBrowser {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([start(), launchChromium()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site and browser start in beforeAll; use them inside a test.');
    return value;
  };
  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
  };
}
