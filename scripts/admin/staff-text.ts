import { codePointName, unseenParts } from '../../api-client/rules/unseen-characters.ts';

/**
 * Text a guest wrote, made safe to print at a staff member's terminal: control, invisible and
 * direction-changing characters are shown as `\u{202E}` rather than obeyed, so a name cannot
 * read reversed, hide, or move the cursor. Line breaks and tabs stay (notes are written with them).
 */
export function shownToStaff(text: string): string {
  return unseenParts(text)
    .map((part) => (part.unseen ? `\\u{${codePointName(part.text).slice(2)}}` : part.text))
    .join('');
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
