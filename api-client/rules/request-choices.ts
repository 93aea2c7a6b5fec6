import { displaySavedChoices } from './saved-choices.ts';

/** Food restrictions and occasions are saved by these English names, which the restaurant reads. */
export const FOOD_CHOICES = ['No Pork', 'No Beef', 'No Intestines', 'No raw food/seafood', 'Gluten Free', 'Vegetarian Menu'] as const;
export const OCCASION_CHOICES = ['Birthday', 'Anniversary'] as const;

type Choice = (typeof FOOD_CHOICES)[number] | (typeof OCCASION_CHOICES)[number];

/** Each saved choice as guests read it, in both languages (the widget's step 3 and messages). */
export const CHOICE_NAMES: Record<'en' | 'zh', Record<Choice, string>> = {
  en: {
    'No Pork': 'No pork',
    'No Beef': 'No beef',
    // SPEC's name stays the saved value; a guest reads the word a menu uses.
    'No Intestines': 'No offal',
    'No raw food/seafood': 'No raw food/seafood',
    'Gluten Free': 'Gluten-free',
    'Vegetarian Menu': 'Vegetarian menu',
    Birthday: 'Birthday',
    Anniversary: 'Anniversary',
  },
  zh: {
    'No Pork': '不吃猪肉',
    'No Beef': '不吃牛肉',
    'No Intestines': '不吃内脏',
    'No raw food/seafood': '不吃生食/生海鲜',
    'Gluten Free': '无麸质',
    'Vegetarian Menu': '素食菜单',
    Birthday: '生日',
    Anniversary: '纪念日',
  },
};

/** A saved food or occasion value in the guest's language; '' when nothing was chosen or written. */
export function choicesInLanguage(saved: string | null | undefined, lang: 'en' | 'zh'): string {
  const names: Record<string, string> = CHOICE_NAMES[lang];
  return displaySavedChoices(saved, { label: (item) => names[item] ?? item, listSeparator: lang === 'zh' ? '、' : ', ' });
}
