import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gradientJpeg, plainPng } from '../server/test/test-photos.ts';
import { IPHONE_SAFARI, phone } from './helpers/phones.ts';
import { adminCommand } from './helpers/restaurant-settings.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * The demo opens with drawings made for it, described in the guest's language and loaded with the
 * page; a restaurant without photographs gets pages laid out in type, with no box standing in for one;
 * the restaurant's own photographs are sized so nothing shifts, those below the fold loaded on scroll.
 */
const ALT = {
  en: { hero: 'The counter at night, ten seats facing the kitchen', dishes: 'Hairy crab with aged vinegar' },
  zh: { hero: '夜晚的吧台，十个座位面向厨房', dishes: '陈醋大闸蟹' },
} as const;
const DEMO = {
  en: { hero: /^Drawing of the counter at night/, counter: /^Drawing of a steaming bowl/, dishes: /^Drawing of a course/, chef: /^Drawing of the chef's knife/ },
  zh: { hero: /^插画：夜晚的吧台/, counter: /^插画：木质吧台/, dishes: /^插画：俯视的一道菜/, chef: /^插画：砧板上的主厨刀/ },
} as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe("the restaurant's photographs", () => {
  const running = useSiteAndBrowser();

  const open = async (lang: 'en' | 'zh', url: string, viewport: { width: number; height: number } = PHONE) => {
    const context = await running.browser.newContext({ viewport });
    await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const page = await context.newPage();
    const images: string[] = [];
    page.on('request', (request) => request.resourceType() === 'image' && images.push(request.url()));
    await page.goto(`${running.site.url}${url}`);
    return { page, context, images };
  };
  const loaded = (page: Page, slot: string) =>
    page.waitForFunction((name) => [...document.images].some((image) => image.src.includes(`/api/photos/${name}/`) && image.complete && image.naturalWidth > 0), slot);

  it.each(['en', 'zh'] as const)('the demo shows its drawings, described in the guest’s language, the first view’s named in the page (%s)', async (lang) => {
    const html = await (await fetch(`${running.site.url}/`)).text();
    expect(html).toMatch(/<link rel="preload" as="image" href="\/api\/photos\/hero\/[0-9a-f]{16}\.webp" imagesrcset="[^"]+-480\.jpg 480w, [^"]+\.webp 1600w" imagesizes="[^"]+" fetchpriority="high">/);

    const landing = await open(lang, '/');
    await landing.page.getByRole('img', { name: DEMO[lang].hero }).waitFor();
    await loaded(landing.page, 'hero');
    await landing.context.close();

    const home = await open(lang, '/home', DESKTOP);
    const counter = home.page.getByRole('img', { name: DEMO[lang].counter });
    await counter.waitFor();
    expect(await counter.getAttribute('loading')).toBe('eager');
    for (const slot of ['dishes', 'chef'] as const) {
      const image = home.page.getByRole('img', { name: DEMO[lang][slot] });
      expect(await image.getAttribute('loading')).toBe('lazy');
      await image.scrollIntoViewIfNeeded();
      await loaded(home.page, slot);
    }
    await home.context.close();
  }, 90_000);

  it('without photographs the pages are laid out in type: no picture, no empty box, the hours beside the welcome', async () => {
    for (const slot of ['hero', 'dishes', 'counter', 'chef']) await adminCommand(running.site, 'photo', 'remove', slot);
    for (const [lang, viewport] of [['en', PHONE], ['zh', PHONE], ['en', DESKTOP], ['zh', DESKTOP]] as const) {
      for (const url of ['/', '/home', '/faq']) {
        const { page, context, images } = await open(lang, url, viewport);
        await page.locator('h1').first().waitFor();
        expect(await page.locator('main img, .photo').count()).toBe(0);
        expect(images.filter((image) => !image.endsWith('favicon.svg'))).toEqual([]);
        expect(await page.content()).not.toContain('rel="preload" as="image"');
        if (url === '/home') {
          // The menu and the chef are there as text.
          await page.getByRole('heading', { level: 2, name: lang === 'en' ? 'The chef' : '主厨' }).waitFor();
          const welcome = (await page.locator('.home__intro').boundingBox())!;
          const hours = (await page.locator('.home .hours').boundingBox())!;
          // On a desktop the hours fill the welcome's other half; on a phone they follow it.
          if (viewport === DESKTOP) expect([hours.x > welcome.x + welcome.width, hours.y < welcome.y + welcome.height]).toEqual([true, true]);
          else expect(hours.y).toBeGreaterThan(welcome.y + welcome.height);
        }
        await context.close();
      }
    }
  }, 120_000);

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
    // The counter slot is still empty: nothing stands in for it beside the welcome.
    expect(await home.page.locator('.home__photo').count()).toBe(0);
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
