import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANDROID_WECHAT, IPHONE_SAFARI, phone } from './helpers/phones.ts';
import { openDayAhead, startWidgetHarness, type WidgetHarness } from './helpers/widget-harness.ts';

/**
 * A guest on another site's page books from calendar to paid through the embed, with cookies to
 * the API blocked, then logs in to my bookings and asks to cancel.
 */
let harness: WidgetHarness;
const email = `guest-${Date.now()}@example.com`;

beforeAll(async () => {
  harness = await startWidgetHarness();
});
afterAll(() => harness?.close());

/** In the embed: 2 guests on an open day `daysAhead` or more ahead, steps 1 to 3, up to step 4. */
async function bookToStep4(page: Page, guestEmail: string, daysAhead: number): Promise<void> {
  const day = await openDayAhead(page, daysAhead);
  await page.locator(`table-booking button[data-date="${day}"]`).click();
  await page.getByRole('button', { name: /^2 guests, \d\d:\d\d$/ }).first().click();
  await page.getByRole('heading', { name: 'Step 1 of 4: Verification' }).waitFor();
  expect(new URL(page.url()).hash).toMatch(/tb-booking=/);

  await page.getByLabel('E-mail', { exact: true }).fill(guestEmail);
  await page.getByRole('button', { name: 'Send code by e-mail' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await harness.codeFor(guestEmail));
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByRole('heading', { name: 'Step 2 of 4: Your details' }).waitFor();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('radio', { name: 'Ms' }).check();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await page.getByRole('heading', { name: 'Step 3 of 4: Requests' }).waitFor();
  await page.getByRole('checkbox', { name: 'No pork' }).check();
  await page.getByLabel('Other food restriction').fill('no coriander');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.getByRole('heading', { name: 'Step 4 of 4: Review & payment' }).waitFor();
}

describe('the embed on another site', () => {
  it('books a table from calendar to paid with the session token only', async () => {
    const { page, cookiesSent } = await harness.newPage();
    await page.goto(harness.hostUrl());
    await page.locator('table-booking[state="ready"]').waitFor();
    expect(await page.title()).toBe('Another restaurant guide');

    await bookToStep4(page, email, 5);
    await expect.poll(() => page.getByText('No pork / no coriander').count()).toBe(1);
    // A reload keeps the booking: the code is in the URL hash, the session token in sessionStorage.
    await page.reload();
    await page.getByRole('heading', { name: 'Step 4 of 4: Review & payment' }).waitFor();
    // So does a reload after the host page rewrote its hash: sessionStorage still has the code.
    await page.evaluate(() => history.replaceState(null, '', location.pathname + location.search));
    await page.reload();
    await page.getByRole('heading', { name: 'Step 4 of 4: Review & payment' }).waitFor();

    await page.getByRole('checkbox', { name: 'I have read and accept the important notes' }).check();
    await page.getByRole('dialog', { name: 'Important notes' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: /PayPal — Demo payment/ }).click();
    await page.getByRole('heading', { name: /Payment and booking successful/ }).waitFor();

    const events = await page.evaluate(() => (window as unknown as { tbEvents: string[] }).tbEvents);
    expect(events.some((event) => event.startsWith('tb:booking-paid {"code":'))).toBe(true);
    expect(events.join('\n')).not.toContain(email);
    expect(cookiesSent()).toBe(0);
    await page.context().close();
  });

  it('pays inside WeChat on a phone: the OAuth hop comes back to this page, whose session token alone then pays', async () => {
    const { page, cookiesSent } = await harness.newPage(phone(ANDROID_WECHAT));
    await page.goto(harness.hostUrl());
    const hostOrigin = new URL(page.url()).origin;
    await bookToStep4(page, `wechat-${email}`, 6);
    await page.getByRole('checkbox', { name: 'I have read and accept the important notes' }).check();
    await page.getByRole('dialog', { name: 'Important notes' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Pay with WeChat' }).click();
    const sheet = page.getByRole('dialog', { name: 'Demo WeChat Pay · 微信支付演示' });
    await sheet.waitFor();
    // Back on the host page, the hop's marks (and the one-time claim) taken out of its address.
    expect(new URL(page.url()).origin).toBe(hostOrigin);
    expect(page.url()).not.toMatch(/tb-wxpay|tb-wxclaim/);
    await sheet.getByRole('button', { name: 'Pay · 支付' }).click();
    await page.getByRole('heading', { name: /Payment and booking successful/ }).waitFor();
    expect(await page.getByRole('img', { name: 'WeChat payment QR code' }).count()).toBe(0);
    expect(cookiesSent()).toBe(0);
    await page.context().close();
  });

  it('pays with WeChat in a phone browser: the H5 cashier sends the guest back to this page, paid', async () => {
    const { page, cookiesSent } = await harness.newPage(phone(IPHONE_SAFARI));
    await page.goto(harness.hostUrl());
    const hostOrigin = new URL(page.url()).origin;
    await bookToStep4(page, `wechat-h5-${email}`, 7);
    await page.getByRole('checkbox', { name: 'I have read and accept the important notes' }).check();
    await page.getByRole('dialog', { name: 'Important notes' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Pay with WeChat' }).click();
    await page.waitForURL(/\/demo-pay\/wechat\/h5\//);
    await page.getByRole('button', { name: /Pay .* · 支付/ }).click();
    await page.waitForURL((url) => url.origin === hostOrigin);
    await page.getByRole('heading', { name: /Payment and booking successful/ }).waitFor();
    expect(await page.getByRole('img', { name: 'WeChat payment QR code' }).count()).toBe(0);
    expect(cookiesSent()).toBe(0);
    await page.context().close();
  });

  it('logs in to my bookings by e-mail code and sends a cancel request', async () => {
    const { page, cookiesSent } = await harness.newPage();
    await page.goto(harness.hostUrl('view="my-bookings" lang="zh"'));
    await page.getByRole('heading', { name: '我的预订' }).waitFor();
    await page.getByLabel('电子邮箱', { exact: true }).fill(email);
    await page.getByRole('button', { name: '发送邮件验证码' }).click();
    await page.getByLabel('验证码', { exact: true }).fill(await harness.codeFor(email));
    await page.getByRole('button', { name: '验证', exact: true }).click();
    await page.getByRole('heading', { name: '欢迎，Ada Lovelace 女士' }).waitFor();
    const booking = page.getByRole('listitem').first();
    await expect.poll(() => booking.textContent()).toContain('即将到来的预订');
    await booking.getByRole('button', { name: '取消预订' }).click();
    await booking.getByLabel('原因及详情').fill('Our plans changed');
    await booking.getByRole('button', { name: '提交申请' }).click();
    await booking.getByText('谢谢，我们已收到您的申请').waitFor();
    expect(await booking.getByRole('button', { name: '取消预订' }).count()).toBe(0);
    expect(cookiesSent()).toBe(0);
    await page.context().close();
  });
});
