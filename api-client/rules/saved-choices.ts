/**
 * Food restrictions and occasions as SPEC §3 stores them: items joined by ', ', then ' / ' and the
 * other text. SPEC's format leaves 'Birthday / ' when nothing else is written, so every display
 * reads it through here and never shows a dangling ' /'.
 */

export const OTHER_SEPARATOR = ' / ';
const ITEM_SEPARATOR = ', ';

export interface SavedChoices {
  /** Every item before the separator, as stored (the restaurant's English names, or older free text). */
  items: string[];
  other: string;
}

/** Splits a stored value; the other text is everything after the first ' / ' (it may hold ' / ' itself). */
export function readSavedChoices(saved: string | null | undefined): SavedChoices {
  // Only other text saves as ' / text', which the booking's trimmed fields keep as '/ text'.
  const text = /^\/(\s|$)/.test(saved ?? '') ? ` ${saved}` : (saved ?? '');
  // A stored 'Birthday / ' may have lost its trailing space on the way (a trimmed export).
  const at = text.endsWith(' /') ? text.length - 2 : text.indexOf(OTHER_SEPARATOR);
  const head = at === -1 ? text : text.slice(0, at);
  const other = at === -1 ? '' : text.slice(at + OTHER_SEPARATOR.length).trim();
  const items = head
    .split(ITEM_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
  return { items, other };
}

/**
 * The stored value as a person reads it: items named by `label` (the guest's language; the
 * restaurant's own English names by default), joined by `listSeparator`, then ' / ' and the
 * other text only when there is one. '' when nothing was chosen or written.
 */
export function displaySavedChoices(
  saved: string | null | undefined,
  options: { label?: (item: string) => string; listSeparator?: string } = {},
): string {
  const { items, other } = readSavedChoices(saved);
  const named = items.map((item) => (options.label ? options.label(item) : item)).join(options.listSeparator ?? ITEM_SEPARATOR);
  return [named, other].filter(Boolean).join(OTHER_SEPARATOR);
}
