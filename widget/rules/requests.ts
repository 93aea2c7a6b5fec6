import { displaySavedChoices, OTHER_SEPARATOR, readSavedChoices } from '../../api-client/rules/saved-choices.ts';
import type { Lang } from './formats.ts';

export { FOOD_CHOICES, OCCASION_CHOICES } from '../../api-client/rules/request-choices.ts';


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
  const { items, other } = readSavedChoices(saved);
  return { items: items.filter((item) => known.includes(item)), other };
}

/** A remembered value to refill step 3: known items ticked, anything else written into the other text. */
export function rememberedChoices(saved: string, known: readonly string[]): { items: string[]; other: string } {
  const { items, other } = readSavedChoices(saved);
  const unknown = items.filter((item) => !known.includes(item));
  return { items: items.filter((item) => known.includes(item)), other: [...unknown, other].filter(Boolean).join(', ') };
}

/**
 * A saved value as the guest reads it (review): the known items in the guest's language, joined
 * as that language lists things, and never a dangling ' /' when no other text was written.
 */
export function choicesText(saved: string | null | undefined, known: readonly string[], translate: (item: string) => string, lang: Lang): string {
  return displaySavedChoices(saved, {
    label: (item) => (known.includes(item) ? translate(item) : item),
    listSeparator: lang === 'zh' ? '、' : ', ',
  });
}

/**
 * Characters left for the other text of a choice field whose saved value (ticked items, ' / ', the
 * text) may hold `max`: the ticked items take their share first.
 */
export function roomForOther(items: readonly string[], max: number): number {
  return max - joinChoices(items, 'x').length + 1;
}
