import { describe, expect, it } from 'vitest';
import { bookUpToRequests, flowWords } from './helpers/book-to-payment.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/** A 3,600-character allergy note: the field counts it against the limit and says so, and step 3 stays. */
const running = useSiteAndBrowser();

const words = {
  en: { notes: 'Notes for the restaurant', count: '3,600 of 1,000 characters', over: 'At most 1,000 characters: please shorten it by 2,600.', fits: '1,000 of 1,000 characters' },
  zh: { notes: '给餐厅的备注', count: '已输入 3,600 字，上限 1,000 字', over: '最多 1,000 字，请删减 2,600 字。', fits: '已输入 1,000 字，上限 1,000 字' },
} as const;

describe.each(['en', 'zh'] as const)('a long allergy note, in %s, on a phone', (lang) => {
  it('is refused at its field with the limit, and goes through once shortened', async () => {
    const [f, w] = [flowWords[lang], words[lang]];
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await bookUpToRequests(running.site, page, running.site.url, lang, `long-notes.${lang}@example.com`, lang === 'en' ? 8 : 9);
      const notes = page.getByLabel(w.notes, { exact: true });
      await notes.fill('Shellfish allergy. '.repeat(200).slice(0, 3600));
      await page.getByRole('button', { name: f.proceed }).click();
      await page.getByText(w.over).waitFor();
      expect(await page.getByText(w.count).isVisible()).toBe(true);
      expect(await notes.evaluate((field) => field === document.activeElement && field.getAttribute('aria-invalid'))).toBe('true');
      expect(await page.getByRole('heading', { name: f.step(3) }).count()).toBe(1);
      // The words sit at the field, in sight of the guest who typed, not under the button.
      const [field, said] = [(await notes.boundingBox())!, (await page.getByText(w.over).boundingBox())!];
      expect(said.y - (field.y + field.height)).toBeLessThan(80);

      await notes.fill('x'.repeat(1000));
      await page.getByText(w.fits).waitFor();
      await page.getByRole('button', { name: f.proceed }).click();
      await page.getByRole('heading', { name: f.step(4) }).waitFor();
    } finally {
      await context.close();
    }
  });
});
