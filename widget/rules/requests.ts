/** Food restrictions and occasions are saved by these English names, which the restaurant reads. */
export const FOOD_CHOICES = ['No Pork', 'No Beef', 'No Intestines', 'No raw food/seafood', 'Gluten Free', 'Vegetarian Menu'] as const;
export const OCCASION_CHOICES = ['Birthday', 'Anniversary'] as const;

const OTHER_SEPARATOR = ' / ';

/**
 * SPEC §3: the chosen items joined, followed by ' / ' and the free-text other value. Nothing chosen
 * and nothing written saves an empty string rather than a bare ' / '.
 */
export function joinChoices(items: readonly string[], other: string): string {
  const text = other.trim();
  if (items.length === 0 && !text) return '';
  return `${items.join(', ')}${OTHER_SEPARATOR}${text}`;
}

/** Reads a saved value back into ticked items and the other text, to refill step 3. */
export function splitChoices(saved: string, known: readonly string[]): { items: string[]; other: string } {
  if (!saved) return { items: [], other: '' };
  const at = saved.indexOf(OTHER_SEPARATOR);
  const head = at === -1 ? saved : saved.slice(0, at);
  const other = at === -1 ? '' : saved.slice(at + OTHER_SEPARATOR.length);
  const items = head
    .split(', ')
    .map((item) => item.trim())
    .filter((item) => known.includes(item));
  return { items, other };
}
