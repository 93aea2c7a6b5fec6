/**
 * WCAG 2 contrast of colour tokens read from a stylesheet, so a design-token change that breaks
 * AA fails a test instead of passing unseen (site/styles and widget/styles test their pairs).
 */

/** The `--name: #rrggbb` declarations of the first rule block that starts at `marker`. */
export function tokensAt(css: string, marker: string): Record<string, string> {
  const at = css.indexOf(marker);
  if (at < 0) throw new Error(`no rule block at ${marker}`);
  const open = css.indexOf('{', at + marker.length - 1);
  const close = css.indexOf('}', open);
  const tokens: Record<string, string> = {};
  for (const [, name, value] of css.slice(open + 1, close).matchAll(/--([\w-]+)\s*:\s*(#[0-9a-fA-F]{6})\s*;/g)) tokens[name!] = value!.toLowerCase();
  return tokens;
}

function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of #rrggbb (WCAG 2.x). */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A pair of tokens and the ratio it needs: 4.5 for text, 3 for large text, borders and focus rings. */
export type ContrastPair = [foreground: string, background: string, minimum: 4.5 | 3];

/** Each pair below its minimum, as 'fg on bg: ratio < min' (empty when all pass). */
export function failingPairs(tokens: Record<string, string>, pairs: ContrastPair[]): string[] {
  return pairs.flatMap(([fg, bg, minimum]) => {
    const [a, b] = [tokens[fg], tokens[bg]];
    if (!a || !b) return [`${fg} on ${bg}: token missing`];
    const ratio = contrastRatio(a, b);
    return ratio >= minimum ? [] : [`${fg} on ${bg}: ${ratio.toFixed(2)} < ${minimum}`];
  });
}
