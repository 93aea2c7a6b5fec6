import { describe, expect, it } from 'vitest';
import { chooseOpenDay } from './helpers/book-to-payment.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * On a phone, another guest takes the last seating's seats while the slot pane is open: the size tapped is
 * refused, and the refusal is said in sight of the guest, under the row they tapped, and announced.
 */
const running = useSiteAndBrowser();

const words = {
  en: { party: (time: string) => `2 guests, ${time}`, refused: 'Those seats were just taken. Please choose again.' },
  zh: { party: (time: string) => `2 位，${time}`, refused: '这些座位刚刚被订走，请重新选择。' },
} as const;

interface SlotsAnswer {
  max: number;
  slots: Array<{ seating_id: number; timeslot: string; available: number; area: { code: string } }>;
}

const counterSlots = async (url: string, date: string) => {
  const answer = (await (await fetch(`${url}/api/get_slots?date=${date}`)).json()) as SlotsAnswer;
  return { max: answer.max, slots: answer.slots.filter((slot) => slot.area.code === 'counter') };
};

/** The counter's last seating of `date`, lowest on the pane, as 'HH:mm'. */
async function lastCounterTime(url: string, date: string): Promise<string> {
  const { slots } = await counterSlots(url, date);
  const last = slots[slots.length - 1]!.timeslot;
  return `${last.slice(0, 2)}:${last.slice(2)}`;
}

/** Holds, as other guests do through the API, all but one of the counter's seats at `time` on `date`. */
async function othersTakeTheCounter(url: string, date: string, time: string): Promise<void> {
  for (let guest = 0; guest < 10; guest += 1) {
    const { max, slots } = await counterSlots(url, date);
    const slot = slots.find((one) => one.timeslot === time.replace(':', ''))!;
    if (slot.available <= 1) return;
    const held = await fetch(`${url}/api/start_booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer other-guest-${date}-${guest}` },
      body: JSON.stringify({ d: date, s: slot.seating_id, p: Math.min(max, slot.available - 1) }),
    });
    expect(held.status, await held.text()).toBe(200);
  }
}

describe.each(['en', 'zh'] as const)('a size refused at the slot pane, on a phone, in %s', (lang) => {
  it('is said under the row tapped, in sight and announced', async () => {
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
      const page = await context.newPage();
      // Live seats would show the seats go before the tap; where a network blocks the stream, the
      // pane asks now and then, and a size taken in between is refused at the tap.
      await page.route('**/api/seat_changes**', (route) => route.abort());
      await page.goto(`${running.site.url}/booking`);
      const date = await chooseOpenDay(page, lang, lang === 'en' ? 10 : 11);
      const time = await lastCounterTime(running.site.url, date);
      const size = page.getByRole('button', { name: words[lang].party(time), exact: true }).first();
      await size.waitFor();
      await othersTakeTheCounter(running.site.url, date, time);
      // The guest's thumb at the foot of the screen, where the sizes of the last row end.
      await size.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      const box = (await size.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);

      const said = page.getByRole('alert').filter({ hasText: words[lang].refused });
      await said.waitFor();
      const row = page.locator('.tb-slot[role="group"]').filter({ has: said });
      expect(await row.locator('.tb-slot__time').innerText()).toContain(time);
      await expect.poll(() => said.evaluate((element) => {
        const box = element.getBoundingClientRect();
        // Scrolled to the screen's edge, its box may end a fraction of a pixel past it.
        return box.top >= 0 && box.bottom <= window.innerHeight + 1;
      })).toBe(true);
      expect(page.url()).toMatch(/\/booking$/);
    } finally {
      await context.close();
    }
  });
});
