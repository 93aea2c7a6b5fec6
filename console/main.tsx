import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ConsoleApp } from './app/console-app.tsx';
import { createStaffApi } from './app/staff-api.ts';
import { createConsoleI18n, htmlLang } from './i18n/console-i18n.ts';
import './styles/console.css';
import './styles/floor.css';
import './styles/profiles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const i18n = createConsoleI18n();
document.documentElement.lang = htmlLang(i18n.language);
i18n.on('languageChanged', (lang) => {
  document.documentElement.lang = htmlLang(lang);
});

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ConsoleApp api={createStaffApi()} />
    </I18nextProvider>
  </StrictMode>,
);
