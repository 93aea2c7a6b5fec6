import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createSiteI18n } from '../../site/i18n/site-i18n.ts';
import { en } from '../../widget/i18n/en.ts';
import { zh } from '../../widget/i18n/zh.ts';
import { isLang, LANGUAGE_STORAGE_KEY, type Lang } from '../../widget/i18n/index.ts';

/** The language chosen in the toolbar (the `locale` global); English when unset. */
export const storyLang = (globals: Record<string, unknown>): Lang => (isLang(globals.locale) ? globals.locale : 'en');

function remember(lang: Lang) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage blocked: the i18n instance alone carries the language
  }
}

/**
 * One i18next instance per story, set up as the site's (the widget's strings plus the site's
 * namespace). A toolbar switch changes its language in place, as the site's own toggle does, so a
 * state reached by clicking survives the switch.
 */
function StoryLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [i18n] = useState(() => {
    remember(lang);
    return createSiteI18n(lang, { en, zh });
  });
  useEffect(() => {
    remember(lang);
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export const withLanguage: Decorator = (Story, context) => (
  <StoryLanguage lang={storyLang(context.globals)}>
    <Story />
  </StoryLanguage>
);
