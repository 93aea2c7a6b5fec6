/**
 * Characters a reader cannot see, or that turn the text around them (bidi controls, zero-width
 * characters, BOM, Hangul fillers...): where staff read what a guest wrote, each is shown as its
 * code point, marked, never obeyed. Line breaks and tabs are ordinary.
 */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const UNSEEN = /([\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u061C\u3164\uFEFF\uFFA0]|\u034F|\u17B4|\u17B5)/u;

/** `U+202E` for U+202E. */
export const codePointName = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The text in order, each unseen character a part of its own. */
export function unseenParts(text: string): Array<{ text: string; unseen: boolean }> {
  return text
    .split(UNSEEN)
    .map((part, index) => ({ text: part, unseen: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
