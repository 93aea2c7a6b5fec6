import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from '../../test/render-site.tsx';
import { createSiteI18n } from '../../i18n/site-i18n.ts';
import { SiteTextProvider } from '../../i18n/site-text.tsx';
import { PageLoadError } from './page-load-error.tsx';

// The widget's strings never arrive: the connection dropped after the site's own files came.
const loadStrings = vi.hoisted(() => vi.fn((_lang: string) => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));
vi.mock('../../../widget/i18n/load-strings.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../widget/i18n/load-strings.ts')>()),
  loadStrings,
}));

describe('a page that could not be fetched', () => {
  it('says so in place of the page, with the navigation still there, in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderSite('/my_bookings', { lang: 'en', fetchWidgetStrings: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('in Chinese', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSite('/my_bookings', { lang: 'zh', fetchWidgetStrings: true });
    expect(await screen.findByRole('heading', { name: '无法加载此页面' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    // Asked once, not again and again behind a spinner.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loadStrings.mock.calls.filter(([lang]) => lang === 'zh')).toHaveLength(1);
  });

  it('tries again by reloading the page', async () => {
    const reload = vi.fn();
    render(
      <SiteTextProvider i18n={createSiteI18n('en')}>
        <PageLoadError reload={reload} />
      </SiteTextProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
