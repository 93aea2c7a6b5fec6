import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradientJpeg, plainPng } from '../server/test/test-photos.ts';
import { IPHONE_SAFARI, phone } from './helpers/phones.ts';
import { adminCommand } from './helpers/restaurant-settings.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * The restaurant's photographs are its own: until it puts them in with the command line, the pages
 * show toned placeholders (no drawing); after, guests see them with their descriptions in their
 * language, sized so nothing shifts, the ones below the fold loaded only when scrolled near.
 */
const ALT = {
  en: { hero: 'The counter at night, ten seats facing the kitchen', dishes: 'Hairy crab with aged vinegar' },
  zh: { hero: '夜晚的吧台，十个座位面向厨房', dishes: '陈醋大闸蟹' },
} as const;

describe("the restaurant's photographs", () => {
  const running = useSiteAndBrowser();

  const open = async (lang: 'en' | 'zh', url: string) => {
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const page = await context.newPage();
    const images: string[] = [];
    page.on('request', (request) => request.resourceType() === 'image' && images.push(request.url()));
    await page.goto(`${running.site.url}${url}`);
    return { page, context, images };
  };

  it('shows placeholders and no drawings before the restaurant has any', async () => {
    for (const url of ['/', '/home', '/faq']) {
      const { page, context, images } = await open('en', url);
      await page.locator('h1').first().waitFor();
      await page.locator('.photo--empty').first().waitFor();
      expect(await page.locator('main img').count()).toBe(0);
      expect(await page.locator('.photo--empty').first().getAttribute('aria-hidden')).toBe('true');
      expect(images.filter((image) => !image.endsWith('favicon.svg'))).toEqual([]);
      await context.close();
    }
  }, 60_000);

  it.each(['en', 'zh'] as const)('shows the photographs the restaurant put in, described in the guest’s language (%s)', async (lang) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'tb-photos-'));
    try {
      await writeFile(path.join(folder, 'hero.png'), plainPng(1200, 675, [60, 40, 30]));
      await writeFile(path.join(folder, 'dish.png'), plainPng(900, 600, [150, 110, 70]));
      await adminCommand(running.site, 'photo', 'set', 'hero', path.join(folder, 'hero.png'), '--alt-en', ALT.en.hero, '--alt-zh', ALT.zh.hero);
      await adminCommand(running.site, 'photo', 'set', 'dishes', path.join(folder, 'dish.png'), '--alt-en', ALT.en.dishes, '--alt-zh', ALT.zh.dishes);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    const landing = await open(lang, '/');
    const hero = landing.page.getByRole('img', { name: ALT[lang].hero });
    await hero.waitFor();
    // A 390 px screen takes the 480 px copy of the 1200 px file.
    await landing.page.waitForFunction(() => [...document.images].some((image) => image.complete && image.naturalWidth > 0));
    expect(await hero.evaluate((image: HTMLImageElement) => [image.getAttribute('width'), image.getAttribute('height'), image.loading, new URL(image.currentSrc).pathname])).toEqual(['1200', '675', 'eager', expect.stringMatching(/^\/api\/photos\/hero\/[0-9a-f]{16}-480\.jpg$/)]);
    const file = await fetch(new URL((await hero.getAttribute('src'))!, running.site.url));
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await landing.context.close();

    const home = await open(lang, '/home');
    const dish = home.page.getByRole('img', { name: ALT[lang].dishes });
    expect(await dish.getAttribute('loading')).toBe('lazy');
    // Below the fold on a phone, so the browser leaves it to the scroll.
    expect((await dish.boundingBox())!.y).toBeGreaterThan(844);
    await dish.scrollIntoViewIfNeeded();
    await home.page.waitForFunction(() => [...document.images].some((image) => image.src.includes('/api/photos/dishes/') && image.complete && image.naturalWidth > 0));
    // The counter slot is still empty: its placeholder stands beside the welcome.
    expect(await home.page.locator('.home__photo.photo--empty').count()).toBe(1);
    await home.context.close();
  }, 90_000);

  it('sends a phone (2x) the 800 px copy and a 2x desktop the 1600 px one, never the 2400 px original', async () => {
    const original = await gradientJpeg(2400, 1600);
    const folder = await mkdtemp(path.join(tmpdir(), 'tb-photos-'));
    try {
      await writeFile(path.join(folder, 'hero.jpg'), original);
      await adminCommand(running.site, 'photo', 'set', 'hero', path.join(folder, 'hero.jpg'), '--alt-en', ALT.en.hero, '--alt-zh', ALT.zh.hero);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    for (const [device, scale, expected] of [[phone(IPHONE_SAFARI), 2, 800], [{ viewport: { width: 1280, height: 800 } }, 2, 1600]] as const) {
      const context = await running.browser.newContext({ ...device, deviceScaleFactor: scale });
      const page = await context.newPage();
      const photos: { url: string; bytes: number }[] = [];
      page.on('response', async (response) => {
        if (response.url().includes('/api/photos/')) photos.push({ url: response.url(), bytes: (await response.body()).length });
      });
      await page.goto(`${running.site.url}/`);
      const hero = page.getByRole('img', { name: ALT.en.hero });
      await hero.waitFor();
      await page.waitForFunction(() => [...document.images].some((image) => image.complete && image.naturalWidth > 0));
      expect(await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(new RegExp(`^/api/photos/hero/[0-9a-f]{16}-${expected}\\.jpg$`));
      // The one file downloaded is that copy, smaller than the original.
      await expect.poll(() => photos.length).toBe(1);
      expect(photos[0]!.url).toMatch(new RegExp(`/api/photos/hero/[0-9a-f]{16}-${expected}\\.jpg$`));
      expect(photos[0]!.bytes).toBeLessThan(original.length);
      await context.close();
    }
  }, 90_000);
});
