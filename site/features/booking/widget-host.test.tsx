import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site.tsx';
import { en } from '../../../widget/i18n/en.ts';

// The widget's strings come when the test says so.
const strings = vi.hoisted(() => ({ arrive: null as null | (() => void) }));
vi.mock('../../../widget/i18n/load-strings.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../widget/i18n/load-strings.ts')>()),
  loadStrings: () => new Promise((resolve) => (strings.arrive = () => resolve(en))),
}));

describe('a booking page whose strings come while its view renders', () => {
  it('shows the calendar once they come, without an error React had to recover from', async () => {
    await import('./booking-page.tsx');
    const recovered = vi.fn();
    const { i18n } = renderSite('/booking', {
      lang: 'en',
      fetchWidgetStrings: true,
      onRecoverableError: recovered,
      api: { checkFull: () => Promise.resolve([]), checkClosed: () => Promise.resolve([]) },
    });
    // They come the moment the booking view's host looks for them (once they are asked for),
    // that is while React renders it: a render that waited for them is then taken up again.
    const has = i18n.hasResourceBundle.bind(i18n);
    const looks = vi.spyOn(i18n, 'hasResourceBundle').mockImplementation((lang, namespace) => {
      const arrive = strings.arrive;
      if (namespace === 'widget' && arrive) {
        looks.mockRestore();
        queueMicrotask(arrive);
      }
      return has(lang, namespace);
    });
    expect(await screen.findByRole('button', { name: 'Next month' })).toBeInTheDocument();
    expect(recovered).not.toHaveBeenCalled();
  });
});
