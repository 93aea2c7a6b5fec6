import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMESPACE } from '../../widget/i18n/i18n-core.ts';
import { renderSite } from '../test/render-site.tsx';
import { chooseLanguage, createSiteI18n } from './site-i18n.ts';

/** A module's first import in a test run is transformed on demand: give it time on a busy machine. */
const ARRIVAL = { timeout: 15_000 };

describe("the widget's strings on the site", () => {
  it('are not in the site instance until a page with a booking view asks for them', () => {
    const i18n = createSiteI18n('zh');
    expect(i18n.hasResourceBundle('zh', WIDGET_NAMESPACE)).toBe(false);
    expect(i18n.hasResourceBundle('en', WIDGET_NAMESPACE)).toBe(false);
    // The landing page greets in both languages: the site's own namespace is there in both.
    expect(i18n.getFixedT('en', 'site')('landing.welcome_en')).not.toBe('landing.welcome_en');
    expect(i18n.getFixedT('zh', 'site')('landing.welcome_zh')).not.toBe('landing.welcome_zh');
  });

  it('are fetched in the language shown only, and the booking view then speaks it', async () => {
    const { i18n } = renderSite('/my_bookings', { lang: 'zh', fetchWidgetStrings: true });
    expect(await screen.findByText('请使用预订时的手机号码或电子邮箱登录。', {}, ARRIVAL)).toBeInTheDocument();
    expect(i18n.hasResourceBundle('zh', WIDGET_NAMESPACE)).toBe(true);
    expect(i18n.hasResourceBundle('en', WIDGET_NAMESPACE)).toBe(false);
  });

  it('of the other language are fetched before a switch on a booking page, so the view never shows keys', async () => {
    const { i18n } = renderSite('/my_bookings', { lang: 'zh', fetchWidgetStrings: true });
    expect(await screen.findByText('请使用预订时的手机号码或电子邮箱登录。', {}, ARRIVAL)).toBeInTheDocument();
    await act(() => chooseLanguage(i18n, 'en'));
    expect(i18n.hasResourceBundle('en', WIDGET_NAMESPACE)).toBe(true);
    expect(i18n.language).toBe('en');
    expect(screen.getByText('Log in with the phone number or e-mail address you booked with.')).toBeInTheDocument();
  });

  it('are not fetched by a language switch on a page without a booking view', async () => {
    const i18n = createSiteI18n('en');
    await chooseLanguage(i18n, 'zh');
    expect(i18n.language).toBe('zh');
    expect(i18n.hasResourceBundle('zh', WIDGET_NAMESPACE)).toBe(false);
  });
});
