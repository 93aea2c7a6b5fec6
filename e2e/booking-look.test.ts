import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookUpToPayment, flowWords } from './helpers/book-to-payment.ts';
import { paintedColours } from './helpers/painted-colours.ts';
import { seriousViolations } from './support/axe.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/** What a guest sees of step 4 around the form: the ways to pay, each in its provider's colours. */
const WORDS = {
  en: { wechat: 'Pay with WeChat (Demo)', alipay: 'Pay with Alipay (Demo)', paypal: /^Pay with PayPal/, date: 'Date', depositLine: /^Deposit\s+RMB [\d,]+/, held: /^Seats held for \d+:\d\d/, salutation: /Salutation\s+Ms\b/, longestDate: 'Wednesday 30 September 2026', back: 'Back to Requests', proceed: 'Proceed to payment', total: /^To pay: RMB\u00a0([\d,.]+) × (\d+) guests? = RMB\u00a0([\d,.]+)$/ },
  zh: { wechat: '微信支付（演示）', alipay: '支付宝支付（演示）', paypal: /^PayPal 支付/, date: '日期', depositLine: /^订金\s+.*[\d,]+/, held: /^座位保留剩余 \d+:\d\d/, salutation: /称呼\s+女士/, longestDate: '2026年12月30日 星期三', back: '返回：特殊要求', proceed: '前往支付', total: /^应付：人民币\u00a0([\d,.]+)\u00a0元 × (\d+) 位 = 人民币\u00a0([\d,.]+)\u00a0元$/ },
} as const;

async function look(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.waitFor();
  return button.evaluate((element) => ({
    background: getComputedStyle(element).backgroundColor,
    mark: element.querySelector('svg')?.getAttribute('aria-hidden') ?? null,
    height: element.getBoundingClientRect().height,
  }));
}

describe('step 4 of a booking', () => {
  const running = useSiteAndBrowser();

  it.each([
    ['en', 0],
    ['zh', 1],
  ] as const)('offers WeChat Pay, Alipay and PayPal as branded buttons with their names, in a flow drawn in the page’s colours (%s)', async (lang, day) => {
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await bookUpToPayment(running.site, page, running.site.url, lang, `look-${lang}@example.com`, day);
    const w = WORDS[lang];
    const [wechat, alipay, paypal] = [await look(page, w.wechat), await look(page, w.alipay), await look(page, w.paypal)];
    expect([wechat.background, alipay.background, paypal.background]).toEqual(['rgb(8, 127, 63)', 'rgb(16, 100, 214)', 'rgb(255, 196, 57)']);
    for (const button of [wechat, alipay, paypal]) {
      expect(button.mark).toBe('true');
      expect(button.height).toBeGreaterThanOrEqual(48);
    }
    expect(await seriousViolations(page)).toEqual([]);
    // The terms box is a target a thumb can hit, not the browser's 13 px default.
    const terms = (await page.getByRole('checkbox', { name: flowWords[lang].terms }).boundingBox())!;
    expect(Math.min(terms.width, terms.height)).toBeGreaterThanOrEqual(24);

    // Step 2 asked a salutation (Mr/Ms, 先生/女士), and the review says it so.
    expect(await page.locator('.tb-review').innerText()).toMatch(w.salutation);
    // Every value stays inside the review on a phone, even the longest date the calendar can name.
    await page.locator('.tb-review dd.tb-words').evaluate((dd, longest) => (dd.textContent = longest), w.longestDate);
    const outside = await page.locator('.tb-review').evaluate((review) => {
      const edge = review.getBoundingClientRect().right + 1;
      return [...review.querySelectorAll('dd')].filter((dd) => dd.getBoundingClientRect().right > edge || dd.scrollWidth > dd.clientWidth + 1).map((dd) => dd.textContent);
    });
    expect(outside).toEqual([]);

    // The sum above the buttons, price a guest times the party (each amount unbroken on a phone), and each branded button described by it.
    const total = page.locator('.tb-payment__total');
    const text = await total.innerText();
    expect(text).toMatch(w.total);
    const [, each, party, sum] = w.total.exec(text)!.map((part) => Number(part.replace(/,/g, '')));
    expect(each! * party!).toBe(sum);
    for (const name of [w.wechat, w.alipay]) expect(await page.getByRole('button', { name, exact: true }).getAttribute('aria-describedby')).toBe(await total.getAttribute('id'));

    // On the phone the booking's band stays above the steps, its deposit left to the review.
    const band = (await page.getByRole('term').filter({ hasText: w.date }).first().boundingBox())!;
    expect(band.y).toBeLessThan((await page.locator('.tb-steps').boundingBox())!.y);
    expect(await page.locator('.tb-flow-header__deposit').isVisible()).toBe(false);

    // Back on step 3, its sticky main action is ringed in the page's own colour, not a lighter halo.
    await page.getByRole('button', { name: w.back }).click();
    const proceed = page.getByRole('button', { name: w.proceed });
    const ring = await proceed.evaluate((button) => /^rgba?\([^)]*\)/.exec(getComputedStyle(button).boxShadow)?.[0]);
    expect(ring).toBe((await paintedColours(page.locator('.tb-step form'))).background);
    await page.getByRole('button', { name: w.proceed }).click();
    await page.getByRole('checkbox', { name: flowWords[lang].terms }).check();
    await page.getByRole('dialog').getByRole('button', { name: flowWords[lang].close }).first().click();

    // On a desktop the summary stands beside the flow: date, time, party, deposit and the hold's time.
    await page.setViewportSize({ width: 1280, height: 800 });
    const aside = page.locator('.tb-flow__summary');
    const [side, step] = [(await aside.boundingBox())!, (await page.locator('.tb-flow__body').boundingBox())!];
    expect(side.x).toBeGreaterThan(step.x + step.width);
    expect(await aside.locator('.tb-flow-header__deposit').innerText()).toMatch(w.depositLine);
    expect(await aside.getByRole('timer').innerText()).toMatch(w.held);
    await context.close();
  }, 120_000);
});
