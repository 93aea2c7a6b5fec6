import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOpenDay, flowWords } from './helpers/book-to-payment.ts';
import { latestCode } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * Smaller things a guest meets: on a phone "Enlarge map" shows the map larger and offers Amap,
 * Baidu and Apple Maps; the Chinese calendar starts on Monday; dates read as a guest says them; step 1's
 * fields span a phone, and step 2 shows the verified phone as settled, not as a field to type in.
 */
const running = useSiteAndBrowser();

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const words = {
  en: {
    enlarge: 'Enlarge map', apps: ['Open in Amap', 'Open in Baidu Maps', 'Open in Apple Maps'], firstDay: 'Sunday',
    mobile: 'Mobile number', sendSms: 'Send code by SMS', phone: 'Phone', first: 'First name', mobileNumber: '13912340001', shown: '+86 139 1234 0001',
    date: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  },
  zh: {
    enlarge: '放大地图', apps: ['在高德地图中打开', '在百度地图中打开', '在苹果地图中打开'], firstDay: '星期一',
    mobile: '手机号码', sendSms: '发送短信验证码', phone: '电话', first: '名', mobileNumber: '13912340002', shown: '+86 139 1234 0002',
    date: /^\d{4}年\d{1,2}月\d{1,2}日 星期[一二三四五六日]$/,
  },
} as const;

describe.each(['en', 'zh'] as const)('in %s', (lang) => {
  const w = words[lang];

  it('on a phone, the enlarged map is larger than the page’s and opens in the guest’s map apps', async () => {
    const context = await running.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto(`${running.site.url}/contact`);
      const inline = page.locator('.map__open img');
      await inline.waitFor();
      const small = (await inline.boundingBox())!;
      await page.getByRole('button', { name: w.enlarge }).click();
      const dialog = page.getByRole('dialog');
      const large = (await dialog.locator('img').boundingBox())!;
      expect(large.height).toBeGreaterThan(small.height * 1.5);
      const links = dialog.getByRole('link');
      expect(await links.allInnerTexts()).toEqual([...w.apps]);
      const hosts = (await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href))).map((href) => new URL(href).host);
      expect(hosts).toEqual(['uri.amap.com', 'api.map.baidu.com', 'maps.apple.com']);
    } finally {
      await context.close();
    }
  });

  it('on a phone, step 1’s fields span the screen and step 2 shows the verified phone as settled', async () => {
    const context = await running.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const f = flowWords[lang];
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto(`${running.site.url}/booking`);
      await chooseOpenDay(page, lang, 2);
      await page.getByRole('button', { name: f.party }).first().click();
      await page.getByRole('heading', { name: f.step(1) }).waitFor();
      const mobile = page.getByLabel(w.mobile, { exact: true });
      const email = page.getByLabel(f.email, { exact: true });
      for (const field of [mobile, email]) expect((await field.boundingBox())!.width).toBeGreaterThan(390 * 0.6);

      await mobile.fill(w.mobileNumber);
      await page.getByRole('button', { name: w.sendSms }).click();
      await page.getByLabel(f.code, { exact: true }).fill(await latestCode(running.site, `86 ${w.mobileNumber}`));
      await page.getByRole('button', { name: f.verify, exact: true }).click();
      await page.getByRole('heading', { name: f.step(2) }).waitFor();
      const look = (label: string) =>
        page.getByLabel(label, { exact: true }).evaluate((input) => {
          const style = getComputedStyle(input);
          return { readOnly: (input as HTMLInputElement).readOnly, value: (input as HTMLInputElement).value, background: style.backgroundColor, border: style.borderTopColor };
        });
      const [phone, typed] = [await look(w.phone), await look(w.first)];
      expect(phone).toMatchObject({ readOnly: true, value: w.shown });
      expect(phone.background).not.toBe(typed.background);
      expect(phone.border).toMatch(/^rgba\(.*, 0\)$/);
    } finally {
      await context.close();
    }
  });

  it('the calendar’s week starts where the guest’s does, and the slot pane names the day as said', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto(`${running.site.url}/booking`);
      const first = page.getByRole('columnheader').first();
      await first.waitFor();
      expect(await first.getAttribute('abbr')).toBe(w.firstDay);
      await chooseOpenDay(page, lang, 1);
      const heading = page.locator('#tb-slots-title');
      await heading.waitFor();
      expect((await heading.innerText()).trim()).toMatch(w.date);
    } finally {
      await context.close();
    }
  });
});
