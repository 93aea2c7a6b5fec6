import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ResourceCache } from '../../api-client/resources/resource-cache.ts';
import { ConsoleData } from '../../console/app/console-data.tsx';
import { createConsoleI18n } from '../../console/i18n/console-i18n.ts';
import type { Lang } from '../../widget/i18n/index.ts';
import { storyLang } from '../support/with-language.tsx';
import '../../console/styles/console.css';
import '../../console/styles/floor.css';

/** The console's own i18next in the toolbar's language, switched in place as its button does. */
function ConsoleLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  const [i18n] = useState(() => createConsoleI18n(lang));
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** A screen that is its own page (sign-in): the console's strings and styles. */
export const consoleLanguage: Decorator = (Story, context) => (
  <ConsoleLanguage lang={storyLang(context.globals)}>
    <Story />
  </ConsoleLanguage>
);

/** A console screen as staff see it: the console's strings and styles, inside a <main>. */
export const consoleStage: Decorator = (Story, context) => (
  <ConsoleLanguage lang={storyLang(context.globals)}>
    <main className="console-main">
      <Story />
    </main>
  </ConsoleLanguage>
);

/** A console screen that reads server data: the shared cache primed with `primed`, no live events. */
export const withConsoleData =
  (primed: Record<string, unknown>): Decorator =>
  (Story) => {
    const cache = new ResourceCache();
    for (const [key, value] of Object.entries(primed)) cache.prime(key, value);
    return (
      <ConsoleData cache={cache} live={false}>
        <Story />
      </ConsoleData>
    );
  };

/** A screen that asks its `api` arg for its data, as on the page: an empty cache of its own, no live events. */
export const withAskedData: Decorator = (Story) => <AskedData story={<Story />} />;

function AskedData({ story }: { story: ReactNode }) {
  const [cache] = useState(() => new ResourceCache());
  return (
    <ConsoleData cache={cache} live={false}>
      {story}
    </ConsoleData>
  );
}
