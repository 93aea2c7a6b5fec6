import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { latestCode } from './support/site-server.ts';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * My bookings remembers the guest this browser session verified (a reload or Back asks no new
 * code) until they log out, and the pages a guest ends on have landmarks a screen reader can tell apart.
 */
const running = useSiteAndBrowser(startSiteWithoutResendWait);

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's findings of these rules, whatever their impact (landmark-unique is only "moderate"). */
async function findings(page: Page, rules: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (ids) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ids } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, rules);
}

const words = {
  en: { email: 'E-mail', send: 'Send code by e-mail', code: 'Code', verify: 'Verify', welcome: /^Welcome/, empty: 'No bookings yet.', logOut: 'Log out' },
  zh: { email: '电子邮箱', send: '发送邮件验证码', code: '验证码', verify: '验证', welcome: /^欢迎/, empty: '暂无预订。', logOut: '退出登录' },
} as const;

describe.each(['en', 'zh'] as const)('my bookings in %s', (lang) => {
  it('remembers the verified guest on reload and on Back, asking no new code', async () => {
    const w = words[lang];
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      const email = `remembered.${lang}@example.com`;
      const asked: string[] = [];
      page.on('request', (request) => void (request.url().includes('/api/get_user_bookings') && asked.push(request.url())));
      await page.goto(`${running.site.url}/my_bookings`);
      await page.getByLabel(w.email).waitFor();
      // The page says the session proved nothing: no refused call, no error in the console.
      expect(asked).toEqual([]);
      expect(await findings(page, ['landmark-unique'])).toEqual([]);
      await page.getByLabel(w.email).fill(email);
      await page.getByRole('button', { name: w.send }).click();
      await page.getByLabel(w.code, { exact: true }).fill(await latestCode(running.site, email));
      await page.getByRole('button', { name: w.verify, exact: true }).click();
      await page.getByRole('heading', { name: w.welcome }).waitFor();
      await page.getByText(w.empty).waitFor();
      expect(await findings(page, ['landmark-unique'])).toEqual([]);

      asked.length = 0;
      await page.reload();
      await page.getByRole('heading', { name: w.welcome }).waitFor();
      expect(await page.getByLabel(w.code, { exact: true }).count()).toBe(0);
      // The list came with the page.
      expect(asked).toEqual([]);

      await page.goto(`${running.site.url}/faq`);
      await page.goBack();
      await page.getByRole('heading', { name: w.welcome }).waitFor();
      expect(await page.getByLabel(w.code, { exact: true }).count()).toBe(0);

      // On a shared computer the guest logs out: the next person, even after a reload, gets the code form.
      await page.getByRole('button', { name: w.logOut }).click();
      await page.getByLabel(w.email).waitFor();
      await page.reload();
      await page.getByLabel(w.email).waitFor();
      expect(await page.getByRole('heading', { name: w.welcome }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

it('the embed demo’s snippet can be scrolled from the keyboard', async () => {
  const page = await running.browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${running.site.url}/embed-demo.html`);
  await page.locator('pre').waitFor();
  expect(await findings(page, ['scrollable-region-focusable'])).toEqual([]);
  await page.close();
});
