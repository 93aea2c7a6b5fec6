import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';

let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('choosing a language on the real site', () => {
  it('中文 on the landing page carries through /home and survives a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/`);
    await page.getByRole('group', { name: /Choose your language/ }).getByRole('button', { name: '中文' }).click();
    await page.waitForURL(`${site.url}/home`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('欢迎光临上海吧台');
    expect(await page.title()).toBe('首页 · 上海吧台');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('欢迎光临上海吧台');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
    await page.close();
  });

  it('serves any path as the site and sends unknown ones to the landing page', async () => {
    const page = await browser.newPage();
    await page.goto(`${site.url}/no/such/page`);
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('group', { name: /Choose your language/ }).getByRole('button', { name: 'English' }).waitFor();
    await page.close();
  });
});
