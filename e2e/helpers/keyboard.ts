import type { Page } from 'playwright-core';

/** The focused element, looking inside shadow roots, described by its accessible-ish name. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const labelled = (active as HTMLInputElement).labels?.[0]?.textContent;
    return (active.getAttribute('aria-label') ?? labelled ?? active.textContent ?? '').trim();
  });
}

/** Presses Tab until the focused element's name matches, as a keyboard user would. */
export async function tabTo(page: Page, name: RegExp, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; focus is on "${await focusedName(page)}"`);
}
