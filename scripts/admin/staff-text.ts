// eslint-disable-next-line no-control-regex -- finding these characters is the point
const UNSEEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2069\u061C\uFEFF]/g;

/**
 * Text a guest wrote, made safe to print at a staff member's terminal: control, invisible and
 * direction-changing characters are shown as `\u{202E}` rather than obeyed, so a name cannot
 * read reversed, hide, or move the cursor. Line breaks and tabs stay (notes are written with them).
 */
export function shownToStaff(text: string): string {
  return text.replace(UNSEEN, (character) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`);
}

/** Every string inside an answer of the admin API, escaped by shownToStaff. */
export function answerShownToStaff(data: unknown): unknown {
  if (typeof data === 'string') return shownToStaff(data);
  if (Array.isArray(data)) return data.map(answerShownToStaff);
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [shownToStaff(key), answerShownToStaff(value)]));
  }
  return data;
}
