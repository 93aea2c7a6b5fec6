import { CHOICE_NAMES } from '../../api-client/rules/request-choices.ts';
import { OTHER_SEPARATOR, readSavedChoices } from '../../api-client/rules/saved-choices.ts';

/**
 * Food restrictions or occasions as the server lists them ('No Pork, Gluten Free / shellfish'), in
 * the console's language: the restaurant's own choices translated (不吃猪肉、无麸质 / shellfish); what
 * the guest wrote stays exactly as written, so a list with any unknown item is left as it came.
 */
export function choicesText(listed: string, lang: 'en' | 'zh'): string {
  if (lang === 'en') return listed;
  const names: Record<string, string> = CHOICE_NAMES.zh;
  const { items, other } = readSavedChoices(listed);
  if (items.length === 0 || !items.every((item) => item in names)) return listed;
  return [items.map((item) => names[item]).join('、'), other].filter(Boolean).join(OTHER_SEPARATOR);
}
