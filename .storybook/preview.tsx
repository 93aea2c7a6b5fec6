import type { Preview } from '@storybook/react-vite';
import '../site/styles/site.css';
import '../widget/styles/widget.css';
import '../widget/styles/flow.css';
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
    // An accessibility violation fails the story (in Storybook's test runs and in
    // stories/all-stories.test.tsx); a story may only loosen this with a reason beside it.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
