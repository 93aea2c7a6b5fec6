import type { Preview } from '@storybook/react-vite';
import '../site/styles/site.css';
import '../widget/styles/widget.css';
import { withLanguage } from '../stories/support/with-language.tsx';

/** Global toolbars: language (switches i18next for every story) and phone / desktop viewports. */
const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLanguage],
  globalTypes: {
    locale: {
      description: 'Language of every text, date and error',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'zh', right: '中文', title: 'Chinese' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Violations are listed in the Accessibility panel; they do not fail a story.
    a11y: { test: 'todo' },
    controls: { expanded: true },
  },
};

export default preview;
