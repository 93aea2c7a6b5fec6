import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESTAURANT, renderSite } from '../../test/render-site.tsx';

// A restaurant set up with its own name (`admin setup`, `restaurant set name_en`): the site says it, not the demo's.
const lantern = { ...RESTAURANT, name_en: 'Lantern Counter', name_zh: '灯笼吧台', registration_en: 'Lantern Counter Ltd.', registration_zh: '灯笼吧台有限公司', texts: { en: { menu_price: 'RMB 980 per person' }, zh: { menu_price: '每位 980 元' } } };

describe("the restaurant's own name and menu on the site", () => {
  it.each([
    ['en', 'Welcome to Lantern Counter', 'Home · Lantern Counter', 'Lantern Counter home', 'RMB 980 per person'],
    ['zh', '欢迎光临灯笼吧台', '首页 · 灯笼吧台', '灯笼吧台首页', '每位 980 元'],
  ] as const)('in the heading, the tab title, the logo link and the menu card (%s)', async (lang, heading, title, home, price) => {
    renderSite('/home', { lang, api: { restaurant: () => Promise.resolve(lantern) } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(within(screen.getByRole('navigation', { name: lang === 'en' ? 'Main' : /主/ })).getByRole('link', { name: home })).toBeInTheDocument();
    expect(screen.getByText(price)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Counter Shanghai|上海吧台/);
  });

  it('greets on the landing page with both names', async () => {
    renderSite('/', { api: { restaurant: () => Promise.resolve(lantern) } });
    const welcome = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(welcome).toHaveTextContent('Dinner at Lantern Counter'));
    expect(welcome).toHaveTextContent('在灯笼吧台共进晚餐');
  });

  it("says the restaurant's own line over its name and its phone hours, and nothing of the demo's when it wrote none", async () => {
    const own = { ...lantern, texts: { en: { tagline: 'Noodle counter · Hangzhou', phone_hours: 'Daily, 10 a.m. to 6 p.m.' }, zh: { tagline: '面馆吧台 · 杭州', phone_hours: '每天上午10点至下午6点' } } };
    const home = renderSite('/home', { lang: 'zh', api: { restaurant: () => Promise.resolve(own) } });
    expect(await screen.findByText('面馆吧台 · 杭州')).toBeInTheDocument();
    home.unmount();
    const contact = renderSite('/contact', { lang: 'en', api: { restaurant: () => Promise.resolve(own) } });
    expect(await screen.findByText('Daily, 10 a.m. to 6 p.m.')).toBeInTheDocument();
    contact.unmount();
    renderSite('/home', { lang: 'en', api: { restaurant: () => Promise.resolve(lantern) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Lantern Counter' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Chef’s counter|Shanghai|2 p\.m\./);
  });

  it.each([
    ['en', 'Book a seat at the counter, find a booking you have made, or see how to reach us.', 'Book a seat at the counter or in the private room'],
    ['zh', '您可以预订吧台的座位、查看已有的预订，或了解如何找到我们。', '您可以预订吧台或包间的座位'],
  ] as const)('names a private room only when the restaurant has one bookable (%s)', async (lang, counterOnly, withRoom) => {
    const home = renderSite('/home', { lang, api: { restaurant: () => Promise.resolve({ ...lantern, private_room: null }) } });
    expect(await screen.findByText(counterOnly)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/private room|包间/);
    home.unmount();
    renderSite('/home', { lang, api: { restaurant: () => Promise.resolve(lantern) } });
    expect(await screen.findByText(new RegExp(withRoom))).toBeInTheDocument();
  });
});
