import type { TFunction } from 'i18next';
import { createSiteI18n } from '../../site/i18n/site-i18n.ts';
import { en } from '../../widget/i18n/en.ts';
import { zh } from '../../widget/i18n/zh.ts';
import { storyLang } from './with-language.tsx';

/**
 * The texts a story shows in its language, for play functions: they find buttons and fields by
 * the same accessible names a guest hears, in English and in Chinese.
 */
export function storyText(globals: Record<string, unknown>): { w: TFunction; s: TFunction } {
  const lang = storyLang(globals);
  const i18n = createSiteI18n(lang, { en, zh });
  return { w: i18n.getFixedT(lang, 'widget'), s: i18n.getFixedT(lang, 'site') };
}
