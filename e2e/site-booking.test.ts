import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOpenDay } from './helpers/book-to-payment.ts';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { latestCode } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

// The guest logs in to my bookings right after booking: no 60 s wait between the two codes.
const running = useSiteAndBrowser(startSiteWithoutResendWait);

const EMAIL = 'mei.wang@example.com';

async function verifyEmail(page: Page) {
  await page.getByLabel('电子邮箱').first().fill(EMAIL);
  await page.getByRole('button', { name: '发送邮件验证码' }).click();
  // The code went out (no resend countdown here: the test server's resend delay is 0).
  await page.getByText(`验证码已发送至 ${EMAIL}。`).waitFor();
  await page.getByLabel('验证码').fill(await latestCode(running.site, EMAIL));
  await page.getByRole('button', { name: '验证', exact: true }).click();
}

describe('a guest books on the site in Chinese', () => {
  it('goes from / through the whole booking to paid, then finds it in my bookings', async () => {
    const page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${running.site.url}/`);
    await page.getByRole('group', { name: /Choose your language/ }).getByRole('button', { name: '中文' }).click();
    await page.getByRole('link', { name: '预订餐位' }).click();
    await page.waitForURL(/\/booking$/);

    await chooseOpenDay(page, 'zh');
    await page.getByRole('button', { name: '2 位，19:00' }).first().click();
    await page.waitForURL(/\/booking_process\/[^/]+$/);
    const code = decodeURIComponent(page.url().split('/').pop()!);

    await page.getByRole('heading', { name: /第 1 步/ }).waitFor();
    await verifyEmail(page);

    await page.getByRole('heading', { name: /第 2 步/ }).waitFor();
    await page.getByLabel('名', { exact: true }).fill('美');
    await page.getByLabel('姓', { exact: true }).fill('王');
    await page.getByRole('radio', { name: '女士' }).check();
    await page.getByRole('button', { name: '确认' }).click();

    await page.getByRole('heading', { name: /第 3 步/ }).waitFor();
    await page.getByRole('checkbox', { name: '生日' }).check();
    await page.getByRole('button', { name: '前往支付' }).click();

    await page.getByRole('heading', { name: /第 4 步/ }).waitFor();
    expect(await page.getByText(code).count()).toBeGreaterThan(0);
    await page.getByRole('checkbox', { name: '我已阅读并接受重要须知' }).check();
    const notes = page.getByRole('dialog');
    if (await notes.isVisible()) await notes.getByRole('button', { name: '关闭' }).first().click();
    await page.getByRole('button', { name: /演示支付/ }).click();
    await page.getByText('支付成功，预订成功').waitFor();

    await page.getByRole('button', { name: /预订/ }).first().click();
    await page.getByRole('link', { name: '我的预订' }).click();
    await page.waitForURL(/\/my_bookings$/);
    // This session proved the e-mail while booking: the code form gives way to the list by itself.
    const upcoming = page.getByText('即将到来的预订');
    await upcoming.first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.close();
  });
});
