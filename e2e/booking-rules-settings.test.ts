import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../api-client/api-error.ts';
import { createApiClient } from '../api-client/client.ts';
import { canShowNextMonth, lastBookableDay } from '../api-client/rules/booking-window.ts';
import { addDays, addMonths, monthOf, weekdayOf } from '../api-client/rules/restaurant-date.ts';
import { takesBookingOn, todayInShanghai } from '../server/test/open-evenings.ts';
import { memoryTokenStore } from '../api-client/token-store.ts';
import { adminCommand } from './helpers/restaurant-settings.ts';
import { startWidgetHarness, type WidgetHarness } from './helpers/widget-harness.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * The horizon and the resend delay are the restaurant's settings, not numbers compiled into the widget:
 * set with the real admin command on the running server, the site and the embedded widget follow at once.
 */
const HORIZON = 30;
const RESEND = 90;

const LANGUAGES = {
  en: { next: 'Next month', email: 'E-mail', send: 'Send code by e-mail', resend: (seconds: number) => `Resend in ${seconds} s` },
  zh: { next: '下个月', email: '电子邮箱', send: '发送邮件验证码', resend: (seconds: number) => `${seconds} 秒后可重发` },
} as const;
type Lang = keyof typeof LANGUAGES;

/** How many times the next-month arrow can be followed from today's month under `horizonDays`. */
function nextMonthSteps(today: string, horizonDays: number): number {
  let steps = 0;
  for (let month = monthOf(today); canShowNextMonth(month, today, horizonDays); month = addMonths(month, 1)) steps += 1;
  return steps;
}

/** Sets the restaurant's two rules with the command the restaurant types. */
async function restaurantSets(site: RunningSite): Promise<void> {
  expect(await adminCommand(site, 'settings', 'set', 'horizon_days', String(HORIZON))).toMatch(/horizon_days[\s\S]*30/);
  expect(await adminCommand(site, 'settings', 'set', 'otp_resend_seconds', String(RESEND))).toMatch(/otp_resend_seconds[\s\S]*90/);
}

/**
 * Walks the calendar (on the site, or inside the widget's shadow root: locators pierce it) from
 * today's month with the next-month arrow until it is gone. Every day after the last bookable day
 * must be disabled, a day in the week before it offered, and the arrow must follow the horizon.
 */
async function expectCalendarWithinHorizon(page: Page, lang: Lang): Promise<void> {
  const today = todayInShanghai();
  const last = lastBookableDay(today, HORIZON);
  const offered: string[] = [];
  let refusedOpenWeekdayBeyond = false;
  let steps = 0;
  let month = monthOf(today);
  for (;;) {
    // The shown month's own days in a grid that is done loading: right after a click on the arrow
    // the grid of the month before can still be on screen, not busy yet.
    await page.locator(`table[role="grid"][aria-busy="false"] button[data-date^="${month}-"]`).first().waitFor();
    const days = await page
      .locator('button[data-date]')
      .evaluateAll((buttons) => buttons.map((button) => ({ date: (button as HTMLElement).dataset.date!, disabled: button.getAttribute('aria-disabled') === 'true' })));
    for (const day of days) {
      if (day.date > last) expect(day, `${day.date} is after ${last}`).toMatchObject({ disabled: true });
      else if (!day.disabled) offered.push(day.date);
      // An open weekday (Tuesday to Saturday) past the 30 days that the default 60 would offer.
      if (day.date > last && day.date <= addDays(today, 60) && weekdayOf(day.date) >= 2 && weekdayOf(day.date) <= 6) refusedOpenWeekdayBeyond = true;
    }
    const next = page.getByRole('button', { name: LANGUAGES[lang].next, exact: true });
    if ((await next.count()) === 0) break;
    await next.click();
    month = addMonths(month, 1);
    steps += 1;
    expect(steps, 'the next-month arrow never stopped').toBeLessThan(6);
  }
  expect(steps).toBe(nextMonthSteps(today, HORIZON));
  // The horizon is not shorter than 30 days either: a day in its last week is offered.
  expect(offered.some((date) => date > addDays(last, -7) && date <= last), `offered: ${offered.join(' ')}`).toBe(true);
  expect(refusedOpenWeekdayBeyond).toBe(true);
}

/**
 * The texts the send button shows, in order, from before the click: the first countdown text is
 * what the countdown starts from (a later look could already see it one second down).
 */
async function firstCountdownText(page: Page, rootSelector: string | null, lang: Lang): Promise<string> {
  await page.evaluate(
    ({ rootSelector, pattern }) => {
      const root: Node = rootSelector ? document.querySelector(rootSelector)!.shadowRoot! : document.body;
      const seen: string[] = [];
      (window as unknown as { countdownTexts: string[] }).countdownTexts = seen;
      const look = () => {
        for (const button of (root as ParentNode).querySelectorAll('button')) {
          const text = button.textContent ?? '';
          if (new RegExp(pattern).test(text) && !seen.includes(text)) seen.push(text);
        }
      };
      new MutationObserver(look).observe(root, { subtree: true, childList: true, characterData: true });
    },
    { rootSelector, pattern: lang === 'en' ? '^Resend in \\d+ s$' : '^\\d+ 秒后可重发$' },
  );
  const words = LANGUAGES[lang];
  await page.getByLabel(words.email, { exact: true }).first().fill(`rules-${lang}-${Date.now()}@example.com`);
  await page.getByRole('button', { name: words.send }).first().click();
  await page.waitForFunction(() => (window as unknown as { countdownTexts: string[] }).countdownTexts.length > 0);
  return page.evaluate(() => (window as unknown as { countdownTexts: string[] }).countdownTexts[0]!);
}

describe('the restaurant changes the horizon to 30 days and the resend delay to 90 s', () => {
  const running = useSiteAndBrowser(async () => {
    const site = await startSite();
    await restaurantSets(site);
    return site;
  });

  it('refuses a bad value with the range to type, changing nothing', async () => {
    const refused = adminCommand(running.site, 'settings', 'set', 'horizon_days', '400');
    await expect(refused).rejects.toThrow(/horizon_days must be a whole number from 1 to 365/);
    expect(await adminCommand(running.site, 'settings', 'get')).toMatch(/horizon_days: 30/);
  });

  it.each(['en', 'zh'] as const)('the site’s calendar offers no day beyond 30 days and its arrow follows (%s)', async (lang) => {
    const context = await running.browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', timezoneId: 'America/New_York' });
    await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const page = await context.newPage();
    await page.goto(`${running.site.url}/booking`);
    await expectCalendarWithinHorizon(page, lang);
    await context.close();
  });

  it.each(['en', 'zh'] as const)('the site’s resend countdown starts from 90 s (%s)', async (lang) => {
    const context = await running.browser.newContext();
    await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const page = await context.newPage();
    await page.goto(`${running.site.url}/my_bookings`);
    expect(await firstCountdownText(page, null, lang)).toBe(LANGUAGES[lang].resend(RESEND));
    await context.close();
  });

  it('the server refuses to hold seats beyond 30 days, and holds them on the 30th', async () => {
    const api = createApiClient({ baseUrl: running.site.url, tokenStore: memoryTokenStore() });
    const today = todayInShanghai();
    const beyond = addDays(today, HORIZON + 1);
    // A seating of the last open day inside the horizon (its id is the same on every day).
    let inside = lastBookableDay(today, HORIZON);
    while (!(await takesBookingOn(running.site.url, inside))) inside = addDays(inside, -1);
    const { slots } = await api.getSlots(inside);
    const seating = slots.find((slot) => slot.available >= 2)!;
    expect(seating).toBeTruthy();
    const refusal = await api.startBooking({ d: beyond, s: seating.seating_id, p: 2 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isApiError(refusal) && refusal.error).toBe('beyond_horizon');
    expect((await api.getSlots(beyond)).slots).toEqual([]);
    const held = await createApiClient({ baseUrl: running.site.url, tokenStore: memoryTokenStore() }).startBooking({ d: inside, s: seating.seating_id, p: 2 });
    expect(held.code).toBeTruthy();
  });
});

describe('the embedded widget follows the same settings', () => {
  let harness: WidgetHarness;
  beforeAll(async () => {
    harness = await startWidgetHarness();
    await restaurantSets(harness.api);
  }, 180_000);
  afterAll(() => harness?.close());

  it.each(['en', 'zh'] as const)('its calendar offers no day beyond 30 days and its arrow follows (%s)', async (lang) => {
    const { page, context } = await harness.newPage();
    await page.goto(harness.hostUrl(`lang="${lang}"`));
    await expectCalendarWithinHorizon(page, lang);
    await context.close();
  });

  it.each(['en', 'zh'] as const)('its resend countdown starts from 90 s (%s)', async (lang) => {
    const { page, context } = await harness.newPage();
    await page.goto(harness.hostUrl(`view="my-bookings" lang="${lang}"`));
    await page.getByLabel(LANGUAGES[lang].email, { exact: true }).first().waitFor();
    expect(await firstCountdownText(page, 'table-booking', lang)).toBe(LANGUAGES[lang].resend(RESEND));
    await context.close();
  });
});
