import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../e2e/support/chromium.ts';

/**
 * Captures the main screens in English and Chinese from a running site into docs/screenshots/,
 * for the README. Usage: `npm start` in one terminal, then `npm run screenshots`
 * (SITE_URL=http://host:port to point elsewhere).
 */
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/screenshots');

/** Screen name, path, and what must be on screen before the picture is taken. */
const screens: Array<[string, string, string]> = [
  ['landing', '/', '.landing__choices, .notice'],
  ['home', '/home', '.home__actions'],
  ['booking', '/booking', 'button[data-date]'],
  ['my-bookings', '/my_bookings', 'input'],
  ['faq', '/faq', '.accordion'],
  ['contact', '/contact', 'form'],
  ['privacy', '/privacy', 'ol'],
];

/** Without a Chinese font Chromium draws empty boxes; such pictures would mislead, so none are made. */
function hasChineseFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}
const languages = hasChineseFont() ? (['en', 'zh'] as const) : (['en'] as const);
if (languages.length === 1) console.warn('No Chinese font installed (e.g. apt install fonts-noto-cjk): Chinese screenshots skipped.');

const browser = await launchChromium();
try {
  await mkdir(outDir, { recursive: true });
  for (const lang of languages) {
    // Small files: one CSS pixel per image pixel, a laptop-sized window, the top of each page.
    const context = await browser.newContext({ viewport: { width: 1100, height: 720 }, deviceScaleFactor: 1 });
    await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const page = await context.newPage();
    for (const [name, route, ready] of screens) {
      await page.goto(`${siteUrl}${route}`);
      await page.waitForSelector(ready);
      await page.waitForLoadState('networkidle');
      const file = path.join(outDir, `${name}-${lang}.png`);
      await page.screenshot({ path: file });
      console.log(`saved ${path.relative(process.cwd(), file)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
