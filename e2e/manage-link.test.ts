import { describe, expect, it } from 'vitest';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { bookUpToPayment, flowWords } from './helpers/book-to-payment.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * The confirmation's manage link opened in another browser (the guest's phone, say): it shows that one booking
 * without a code, in the language booked in, takes "I'm coming" and drops the token from the address bar.
 */
const running = useSiteAndBrowser(startSiteWithoutResendWait);

const words = {
  en: { ...flowWords.en, alipay: 'Pay with Alipay', calendar: 'Add to your calendar', subject: 'Booking confirmed', coming: "I'm coming", thanks: 'Thank you: the restaurant knows you are coming.', refused: 'This booking link no longer works', list: 'Your bookings', confirmed: 'Booking confirmed', details: 'See your booking' },
  zh: { ...flowWords.zh, alipay: '支付宝支付', calendar: '添加到日历', subject: '预订确认', coming: '确认到店', thanks: '谢谢！餐厅已收到您的到店确认。', refused: '此预订链接已失效', list: '您的预订', confirmed: '预订已确认', details: '查看预订详情' },
} as const;

/** The manage link of the confirmation e-mail sent to `email`, once the outbox worker sent it. */
async function confirmationLink(email: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${running.site.url}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=10`, { headers: { authorization: `Bearer ${running.site.adminToken}` } });
    const sent = (await response.json()) as Array<{ subject: string; text: string }>;
    const confirmation = sent.find((message) => message.subject.startsWith(subject));
    const link = confirmation && /https?:\/\/\S+\/my_bookings\?manage=\S+/.exec(confirmation.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no confirmation with a manage link for ${email}`);
}

describe.each(['en', 'zh'] as const)('the manage link (%s)', (lang) => {
  it('opens the one booking in a new browser, without a code and without the token in the address', async () => {
    const w = words[lang];
    const email = `manage.${lang}@example.com`;
    const booking = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    let code: string;
    try {
      const page = await booking.newPage();
      code = await bookUpToPayment(running.site, page, running.site.url, lang, email, lang === 'en' ? 2 : 3);
      await page.getByRole('button', { name: w.alipay }).click();
      await page.waitForURL(/\/demo-pay\/alipay\//);
      await page.getByRole('button', { name: /Pay .* · 支付/ }).click();
      await page.getByRole('heading', { name: w.confirmed }).waitFor();
      await page.getByRole('link', { name: w.details }).click();
      await page.waitForURL(new RegExp(`/booking_process/${code}$`));
      await page.getByRole('heading', { name: w.calendar }).waitFor();
    } finally {
      await booking.close();
    }
    const link = await confirmationLink(email, w.subject);
    // The e-mail points at the server's own public address; the test's server is on another port.
    const local = `${running.site.url}${new URL(link).pathname}${new URL(link).search}`;

    const phone = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await phone.newPage();
      const policies: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('manage=')) policies.push(response.headers()['referrer-policy'] ?? '');
      });
      await page.goto(local);
      expect(page.url()).toBe(`${running.site.url}/my_bookings?lang=${lang}`);
      expect(policies).toEqual(['no-referrer']);
      const list = page.getByRole('list', { name: w.list });
      await list.waitFor();
      const items = list.getByRole('listitem');
      expect(await items.count()).toBe(1);
      expect(await items.first().innerText()).toContain(code);
      await page.getByRole('button', { name: w.coming }).click();
      await page.getByText(w.thanks).waitFor();

      // The session keeps the booking, and the server kept the answer.
      await page.reload();
      await page.getByText(w.thanks).waitFor();
      expect(await page.getByRole('button', { name: w.coming }).count()).toBe(0);
    } finally {
      await phone.close();
    }
  });

  it('says a link that does not work no longer works, and offers the code form', async () => {
    const w = words[lang];
    const context = await running.browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto(`${running.site.url}/my_bookings?manage=1.AAAAAAAAAAAAAAAAAAAAAAAAAAA`);
      expect(page.url()).toBe(`${running.site.url}/my_bookings?link=refused`);
      await page.getByRole('alert').filter({ hasText: w.refused }).waitFor();
      await page.getByLabel(w.email).waitFor();
    } finally {
      await context.close();
    }
  });
});
