import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * While online reservation is closed or under maintenance, every screen a guest can reach says
 * so under a heading, with the phone to book by and the menu; /home offers no "Book a table";
 * the embed (the demo page's widget) says the same.
 */
const running = useSiteAndBrowser();
let card: { phone: string };
beforeAll(async () => {
  card = (await (await fetch(`${running.site.url}/api/restaurant`)).json()) as { phone: string };
});

async function setStatus(status: 'live' | 'closed' | 'maintenance') {
  const response = await fetch(`${running.site.url}/api/admin/status`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${running.site.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.ok).toBe(true);
}

const words = {
  en: { closed: 'Online booking is paused', maintenance: 'Online booking is down for maintenance', menu: 'Seasonal tasting menu', book: 'Book a table', myBookings: 'My bookings' },
  zh: { closed: '在线预订暂停', maintenance: '在线预订系统维护中', menu: '时令品鉴菜单', book: '预订餐位', myBookings: '我的预订' },
} as const;

const tel = (page: Page) => page.locator(`a[href="tel:${card.phone.replace(/\s+/g, '')}"]`);

describe.each(['closed', 'maintenance'] as const)('while %s', (status) => {
  beforeAll(() => setStatus(status));
  afterAll(() => setStatus('live'));

  it('the landing page says so in both languages, with the phone and the menu', async () => {
    const page = await running.browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${running.site.url}/`);
      const heading = page.getByRole('heading', { level: 2, name: `${words.en[status]} ${words.zh[status]}` });
      await heading.waitFor();
      expect(await tel(page).count()).toBeGreaterThan(0);
      await page.getByRole('heading', { name: words.en.menu }).waitFor();
    } finally {
      await page.close();
    }
  });

  it.each(['en', 'zh'] as const)('/home offers no booking, and /booking and the embed say why (%s)', async (lang) => {
    const w = words[lang];
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto(`${running.site.url}/home`);
      await page.getByRole('heading', { name: w[status] }).waitFor();
      expect(await page.getByRole('link', { name: w.book }).count()).toBe(0);
      expect(await tel(page).count()).toBeGreaterThan(0);
      await page.getByRole('heading', { name: w.menu }).waitFor();

      await page.goto(`${running.site.url}/booking`);
      await page.getByRole('heading', { name: w[status] }).waitFor();
      expect(await tel(page).count()).toBeGreaterThan(0);

      await page.goto(`${running.site.url}/embed-demo.html`);
      const widget = page.locator('table-booking').first();
      await widget.evaluate((element, language) => element.setAttribute('lang', language), lang);
      await widget.getByRole('heading', { name: w[status] }).waitFor();
      expect(await widget.locator('a[href^="tel:"]').count()).toBe(1);
      await widget.getByRole('heading', { name: w.menu }).waitFor();
      expect(await widget.getByRole('button', { name: w.myBookings }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
