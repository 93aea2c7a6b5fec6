import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

const running = useSiteAndBrowser();

describe('choosing a language on the real site', () => {
  it('中文 on the landing page carries through /home and survives a reload', async () => {
    const page = await running.browser.newPage();
    await page.goto(`${running.site.url}/`);
    await page.getByRole('group', { name: /Choose your language/ }).getByRole('button', { name: '中文' }).click();
    await page.waitForURL(`${running.site.url}/home`);
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
    const page = await running.browser.newPage();
    await page.goto(`${running.site.url}/no/such/page`);
    await page.waitForURL(`${running.site.url}/`);
    await page.getByRole('group', { name: /Choose your language/ }).getByRole('button', { name: 'English' }).waitFor();
    await page.close();
  });
});
