import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteStatus } from '../../../api-client/contract/common.ts';
import { ApiError } from '../../../api-client/index.ts';
import { RESTAURANT, renderSite } from '../../test/render-site.tsx';

const choices = async () => within(await screen.findByRole('group', { name: /Choose your language/ }));
const withStatus = (status: SiteStatus) => ({ getStatus: () => Promise.resolve(status) });

describe('the landing page by site status', () => {
  it('live: offers English and 中文, and shows the navigation', async () => {
    renderSite('/', { api: withStatus('live') });
    const landing = await choices();
    expect(landing.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(landing.getByRole('button', { name: '中文' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('closed: says so in both languages, with no way in and no navigation', async () => {
    renderSite('/', { api: withStatus('closed') });
    expect(await screen.findByText('Online reservation is closed at the moment. Please check back later.')).toBeInTheDocument();
    expect(screen.getByText('在线预订暂时关闭，请稍后再来。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('maintenance: says so in both languages, with no navigation on any page', async () => {
    renderSite('/faq', { api: { ...withStatus('maintenance'), fetchFaq: () => Promise.resolve([]) } });
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('maintenance message on the landing page', async () => {
    renderSite('/', { api: withStatus('maintenance') });
    expect(await screen.findByText('We are carrying out system maintenance. Please check back later.')).toBeInTheDocument();
    expect(screen.getByText('系统正在维护中，请稍后再来。')).toBeInTheDocument();
  });

  it('choosing 中文 switches the site to Chinese, remembers it, and goes home', async () => {
    const user = userEvent.setup();
    renderSite('/', { lang: 'en' });
    await user.click((await choices()).getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '欢迎光临上海吧台' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/home');
    expect(localStorage.getItem('lang')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('choosing English from a Chinese visit switches back', async () => {
    const user = userEvent.setup();
    renderSite('/', { lang: 'zh' });
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Counter Shanghai' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('when the service cannot be reached, says so and tries again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderSite('/', {
      api: { getStatus: () => (++calls === 1 ? Promise.reject(new ApiError(0, 'offline', 'network_error')) : Promise.resolve('live')) },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('shows the registration line in the chosen language and links to the privacy policy', async () => {
    renderSite('/home', { lang: 'zh' });
    expect(await screen.findByText('上海吧台餐饮管理有限公司')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy');
  });
});

describe('the home page', () => {
  it('offers the three ways on', async () => {
    renderSite('/home', { lang: 'en' });
    expect(await screen.findByRole('link', { name: 'Book a table' })).toHaveAttribute('href', '/booking');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my_bookings');
    expect(screen.getByRole('link', { name: 'Where to find us' })).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(screen.getAllByText(/Tuesday to Saturday/).length).toBeGreaterThan(0));
  });

  it.each([
    ['en', 'Hours', 'Tuesday to Saturday'],
    ['zh', '营业时间', '周二至周六'],
  ] as const)("shows the restaurant's hours from its card (%s)", async (lang, title, days) => {
    renderSite('/home', { lang });
    const hours = await screen.findByRole('region', { name: title });
    expect(within(hours).getByText(days)).toBeInTheDocument();
    expect(within(hours).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['18:00', '18:30', '19:00', '19:30', '20:00']);
  });
});

describe('the landing page as the server serves it', () => {
  it('paints the way in, navigation and registration line at once from the status and card written into the page', () => {
    const asked: string[] = [];
    const refuse = (call: string) => () => {
      asked.push(call);
      return Promise.reject(new Error(`${call} should not be asked`));
    };
    renderSite('/', { boot: { status: 'live', restaurant: RESTAURANT }, api: { getStatus: refuse('get_status'), restaurant: refuse('restaurant') } });
    // No waiting: the first render already has them.
    const landing = within(screen.getByRole('group', { name: /Choose your language/ }));
    expect(landing.getByRole('button', { name: '中文' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText(RESTAURANT.registration_en)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('still asks for the status when the page carries none (served while the database was away)', async () => {
    renderSite('/', { boot: { restaurant: RESTAURANT }, api: withStatus('closed') });
    expect(await screen.findByText('Online reservation is closed at the moment. Please check back later.')).toBeInTheDocument();
  });
});
