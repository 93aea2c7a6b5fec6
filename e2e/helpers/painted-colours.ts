import type { Locator } from 'playwright-core';

/** An element's text colour and the background actually painted behind it, as Chromium computed them. */
export interface PaintedColours {
  text: string;
  background: string;
}

/**
 * The colour of the element's text and of the first painted background behind it, walking up
 * through shadow roots to the host page and ending on the canvas (white on a page that paints
 * none). A custom property that is set but never painted shows here as the page's colour.
 */
export function paintedColours(element: Locator): Promise<PaintedColours> {
  return element.evaluate((node) => {
    const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
    let current: Element | null = node;
    let background = 'rgb(255, 255, 255)';
    while (current) {
      const colour = getComputedStyle(current).backgroundColor;
      if (!transparent(colour)) {
        background = colour;
        break;
      }
      current = current.parentElement ?? ((current.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    }
    return { text: getComputedStyle(node).color, background };
  });
}

const channels = (colour: string): [number, number, number] => {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(colour);
  if (!match) throw new Error(`not an rgb colour: ${colour}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
