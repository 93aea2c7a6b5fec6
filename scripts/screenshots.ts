import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { startSite, type RunningSite } from '../e2e/support/site-server.ts';
import { en } from '../widget/i18n/en.ts';
import { zh } from '../widget/i18n/zh.ts';

/**
 * Books through the real flow to reach each step, then closes reservations for the closed screen: a server
 * given by SITE_URL has its data changed. SHOTS_DIR writes elsewhere; DIST_DIR serves another build. PNG at
 * scale 1 keeps flat colours small; only what a guest sees before scrolling, but review and confirmation whole.
 */
const outDir = path.resolve(process.env.SHOTS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots'));
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
type Lang = 'en' | 'zh';
const strings = { en, zh } as const;

/** Without a Chinese font Chromium draws empty boxes; such pictures would mislead, so none are made. */
function hasChineseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

async function serverToUse(): Promise<RunningSite> {
  if (process.env.SITE_URL) {
    const adminToken = process.env.ADMIN_TOKEN ?? '';
    return { url: process.env.SITE_URL.replace(/\/+$/, ''), adminToken, stop: async () => undefined };
  }
  return startSite(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {});
}

async function adminPut(site: RunningSite, route: string, body: unknown): Promise<void> {
  const response = await fetch(`${site.url}/api/admin/${route}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin ${route}: HTTP ${response.status}`);
}

async function latestCode(site: RunningSite, to: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${site.url}/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`, {
      headers: { authorization: `Bearer ${site.adminToken}` },
    });
    const [latest] = response.ok ? ((await response.json()) as Array<{ code: string | null }>) : [];
    if (latest?.code) return latest.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code sent to ${to}`);
}

class Camera {
  constructor(
    private readonly page: Page,
    private readonly suffix: string,
  ) {}

  async shoot(name: string, options: { fullPage?: boolean } = {}): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    // Fonts and the last transition settle before the picture.
    await this.page.evaluate(() => document.fonts.ready);
    await this.page.waitForTimeout(150);
    const file = path.join(outDir, `${name}-${this.suffix}.png`);
    await this.page.screenshot({ path: file, fullPage: options.fullPage ?? false });
    console.log(`saved ${path.relative(process.cwd(), file)}`);
  }
}

/** From the calendar to the confirmation, a picture at each step; gives the guest's e-mail. */
async function bookATable(site: RunningSite, page: Page, camera: Camera, lang: Lang, tag: string): Promise<string> {
  const t = strings[lang];
  const email = `guest-${tag}@example.com`;
  await page.goto(`${site.url}/booking`);
  await page.locator('.tb-day--available button, .tb-day--closed button').first().waitFor({ state: 'attached' });
  await camera.shoot('booking-calendar');

  const firstBookable = () =>
    page.locator('.tb-day--available button').evaluateAll((buttons) => {
      const today = document.querySelector('.tb-day--today button')?.getAttribute('data-date') ?? '';
      return buttons.map((b) => b.getAttribute('data-date') ?? '').find((date) => date > today);
    });
  let day = await firstBookable();
  // Late in a month its open evenings may all have passed: the next month has some.
  if (!day) {
    await page.getByRole('button', { name: t.calendar.nextMonth, exact: true }).click();
    await page.locator('.tb-day--available button').first().waitFor();
    day = await firstBookable();
  }
  if (!day) throw new Error('no bookable day this month or the next');
  await page.locator(`button[data-date="${day}"]`).click();
  await page.locator('.tb-size:not(:disabled)').first().waitFor();
  await camera.shoot('booking-slots');

  await page.locator('.tb-size:not(:disabled)', { hasText: /^2$/ }).first().click();
  await page.waitForURL(/\/booking_process\//);
  await page.locator('input[type="email"]').first().waitFor();
  await camera.shoot('step-1-verify');

  await page.locator('input[type="email"]').first().fill(email);
  await page.getByRole('button', { name: t.verify.sendEmail }).click();
  await page.getByLabel(t.verify.code, { exact: true }).fill(await latestCode(site, email));
  await page.getByRole('button', { name: t.verify.verify, exact: true }).click();

  await page.getByLabel(t.customer.firstName, { exact: true }).waitFor();
  await page.getByLabel(t.customer.firstName, { exact: true }).fill(lang === 'zh' ? '美' : 'Mei');
  await page.getByLabel(t.customer.lastName, { exact: true }).fill(lang === 'zh' ? '王' : 'Wang');
  await page.getByRole('radio', { name: t.customer.ms }).check();
  await camera.shoot('step-2-details');
  await page.getByRole('button', { name: t.customer.confirm }).click();

  await page.getByRole('checkbox', { name: t.requests.choice.Birthday }).waitFor();
  await page.getByRole('checkbox', { name: t.requests.choice.Birthday }).check();
  await page.getByRole('checkbox', { name: t.requests.choice['No Pork'] }).check();
  await camera.shoot('step-3-requests');
  await page.getByRole('button', { name: t.requests.proceed }).click();

  await page.getByRole('checkbox', { name: t.review.terms }).waitFor();
  await page.getByRole('checkbox', { name: t.review.terms }).check();
  const notes = page.getByRole('dialog');
  if (await notes.isVisible()) await notes.getByRole('button', { name: t.common.close }).first().click();
  await page.getByRole('button', { name: t.payment.demoPaypal }).waitFor();
  await camera.shoot('step-4-review', { fullPage: true });

  await page.getByRole('button', { name: t.payment.demoPaypal }).click();
  await page.getByText(t.payment.successTitle).first().waitFor();
  await camera.shoot('confirmation', { fullPage: true });
  return email;
}

async function shootLanguageAtWidth(site: RunningSite, browser: Browser, lang: Lang, width: keyof typeof widths): Promise<void> {
  const context = await browser.newContext({ viewport: widths[width], deviceScaleFactor: 1 });
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  const page = await context.newPage();
  const camera = new Camera(page, `${lang}-${width}`);
  const pages: Array<[string, string, string]> = [
    ['landing', '/', '.landing__choices, .notice'],
    ['home', '/home', '.home__actions'],
    ['faq', '/faq', '.accordion'],
    ['contact', '/contact', 'form'],
    ['privacy', '/privacy', 'ol'],
  ];
  for (const [name, route, ready] of pages) {
    await page.goto(`${site.url}${route}`);
    await page.waitForSelector(ready);
    await camera.shoot(name);
  }

  await bookATable(site, page, camera, lang, `${lang}-${width}-${Date.now()}`);

  // The code form as a guest who proved nothing in this visit sees it: another browser's session.
  const stranger = await browser.newContext({ viewport: widths[width], deviceScaleFactor: 1 });
  await stranger.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${site.url}/my_bookings`);
  await strangerPage.getByRole('button', { name: strings[lang].verify.sendEmail }).waitFor();
  await new Camera(strangerPage, `${lang}-${width}`).shoot('my-bookings-login');
  await stranger.close();

  // This session proved the e-mail while booking: the list comes without a new code.
  await page.goto(`${site.url}/my_bookings`);
  await page.locator('.tb-booking-item').first().waitFor();
  await camera.shoot('my-bookings');
  await context.close();
}

async function shootClosed(site: RunningSite, browser: Browser, lang: Lang, width: keyof typeof widths): Promise<void> {
  const context = await browser.newContext({ viewport: widths[width], deviceScaleFactor: 1 });
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  const page = await context.newPage();
  const camera = new Camera(page, `${lang}-${width}`);
  await page.goto(`${site.url}/`);
  await page.waitForSelector('.notice');
  await camera.shoot('landing-closed');
  await page.goto(`${site.url}/booking`);
  await page.waitForLoadState('networkidle');
  await camera.shoot('booking-closed');
  await context.close();
}

const languages: Lang[] = hasChineseFont() ? ['en', 'zh'] : ['en'];
if (languages.length === 1) console.warn('No Chinese font installed (e.g. apt install fonts-noto-cjk): Chinese screenshots skipped.');

const site = await serverToUse();
const browser = await launchChromium();
try {
  await mkdir(outDir, { recursive: true });
  // One guest books after another with the same browser: no wait between codes.
  await adminPut(site, 'settings/otp_resend_seconds', { value: 0 });
  for (const lang of languages) for (const width of ['phone', 'desktop'] as const) await shootLanguageAtWidth(site, browser, lang, width);
  await adminPut(site, 'status', { status: 'closed' });
  try {
    for (const lang of languages) for (const width of ['phone', 'desktop'] as const) await shootClosed(site, browser, lang, width);
  } finally {
    await adminPut(site, 'status', { status: 'live' });
  }
} finally {
  await browser.close();
  await site.stop();
}
