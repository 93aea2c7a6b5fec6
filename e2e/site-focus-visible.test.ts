import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { startSite } from './support/site-server.ts';
import { tabTo } from './helpers/keyboard.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * Keyboard focus on the site outside the widget: each control Tab reaches shows a ring a sighted
 * keyboard user can see (Chromium's computed outline, not a class name). The site is built here
 * from the working tree, so the test sees the styles it checks.
 */
// The built site goes with the server that serves it: removed once that server has stopped.
const running = useSiteAndBrowser(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'tb-e2e-site-'));
  try {
    await build({ configFile: 'vite.site.config.ts', logLevel: 'silent', build: { outDir: join(dist, 'site'), emptyOutDir: true } });
    const site = await startSite({ DIST_DIR: dist });
    return { ...site, stop: () => site.stop().finally(() => rmSync(dist, { recursive: true, force: true })) };
  } catch (error) {
    rmSync(dist, { recursive: true, force: true });
    throw error;
  }
});

/** The focused element's ring as painted: style, width in px and colour. */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const style = getComputedStyle(active);
    return { name: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim(), style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor };
  });
}

async function expectVisibleRing(page: Page, name: RegExp) {
  await tabTo(page, name);
  const ring = await focusRing(page);
  expect(ring.style, JSON.stringify(ring)).not.toBe('none');
  expect(ring.width, JSON.stringify(ring)).toBeGreaterThanOrEqual(2);
  expect(ring.colour, JSON.stringify(ring)).not.toMatch(/rgba\(.*,\s*0\)|transparent/);
}

describe.each([
  ['en', { faq: /^FAQ$/, contact: /^Contact$/, lang: /^中文$/, question: /\?\+?$/, name: /^Name/, send: /^Send$/ }],
  ['zh', { faq: /^常见问题$/, contact: /^联系我们$/, lang: /^EN$/, question: /？\+?$/, name: /^姓名/, send: /^发送$/ }],
] as const)('Tab on the site (%s) shows where focus is', (lang, names) => {
  it('on the nav links, the language toggle, an FAQ question and the contact form', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`${running.site.url}/faq`);
    // Whichever language the page opened in, make it the one under test (remembered), then start afresh.
    const toggle = page.locator('.nav .language-toggle button', { hasText: lang === 'zh' ? '中文' : 'EN' });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await page.goto(`${running.site.url}/faq`);
    await page.locator('.accordion button').first().waitFor();
    await expectVisibleRing(page, names.faq);
    await expectVisibleRing(page, names.contact);
    await expectVisibleRing(page, names.lang);
    await expectVisibleRing(page, names.question);

    await page.goto(`${running.site.url}/contact`);
    await page.locator('form').waitFor();
    await expectVisibleRing(page, names.name);
    await expectVisibleRing(page, names.send);
    await context.close();
  });
});
