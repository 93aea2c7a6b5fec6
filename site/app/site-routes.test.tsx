import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqItem } from '../../api-client/contract/content.ts';
import { renderSite } from '../test/render-site.tsx';

const faq: FaqItem[] = [{ id: 1, question_en: 'Is there a dress code?', question_zh: '有着装要求吗？', answer_en: 'Smart casual.', answer_zh: '商务休闲。' }];
const calendarApi = {
  checkFull: () => Promise.resolve([]),
  checkClosed: () => Promise.resolve([]),
  getSlots: () => Promise.resolve({ slots: [], max: 8 }),
  fetchFaq: () => Promise.resolve(faq),
  alipayVerify: () => new Promise<never>(() => {}),
};

/** Route, its main heading in English and in Chinese, and its tab title in each. */
const routes: Array<[string, RegExp, RegExp, string, string]> = [
  ['/home', /^welcome to counter shanghai$/i, /^欢迎光临上海吧台$/, 'Home · Counter Shanghai', '首页 · 上海吧台'],
  ['/booking', /book a table/i, /预订餐位/, 'Book a table · Counter Shanghai', '预订餐位 · 上海吧台'],
  ['/booking_result?out_trade_no=TB1', /booking processing/i, /预订处理中/, 'Booking result · Counter Shanghai', '预订结果 · 上海吧台'],
  ['/faq', /frequently asked questions/i, /常见问题/, 'FAQ · Counter Shanghai', '常见问题 · 上海吧台'],
  ['/contact', /contact us/i, /联系我们/, 'Contact · Counter Shanghai', '联系我们 · 上海吧台'],
  ['/privacy', /privacy policy/i, /隐私政策/, 'Privacy policy · Counter Shanghai', '隐私政策 · 上海吧台'],
];

describe('every route, in both languages', () => {
  it.each(routes)('%s in English', async (path, heading, _zh, title) => {
    renderSite(path, { lang: 'en', api: calendarApi });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.documentElement.lang).toBe('en');
  });

  it.each(routes)('%s in Chinese', async (path, _en, heading, _title, title) => {
    renderSite(path, { lang: 'zh', api: calendarApi });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('greets on the landing page in both languages at once', async () => {
    renderSite('/', { lang: 'zh' });
    const welcome = await screen.findByRole('heading', { level: 1 });
    expect(welcome).toHaveTextContent('Dinner at Counter Shanghai');
    expect(welcome).toHaveTextContent('在上海吧台共进晚餐');
  });

  it.each(['/nowhere', '/booking_process', '/faq/extra', '/admin'])('sends an unknown path %s back to the landing page', async (path) => {
    renderSite(path);
    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});

describe('the privacy policy', () => {
  it('has the twelve numbered sections, dated 29 August 2025', async () => {
    renderSite('/privacy', { lang: 'en' });
    expect(await screen.findByText('Last updated: 29 August 2025')).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'Information we collect',
      'How we use your information',
      'Sharing your information',
      'Cookies and local storage',
      'Security',
      'Your choices',
      'How long we keep your information',
      'Links to other websites',
      'Children under 13',
      'International transfers',
      'Changes to this policy',
      'Contact us',
    ]);
    expect(screen.getByText(/one-time code by SMS or by e-mail/)).toBeInTheDocument();
    expect(screen.getByText(/do not send marketing e-mail/)).toBeInTheDocument();
    expect(screen.getByText(/do not sell, rent or trade/)).toBeInTheDocument();
    expect(screen.getByText(/right to ask what information we hold/)).toBeInTheDocument();
  });

  it('reads in Chinese with the same twelve sections', async () => {
    renderSite('/privacy', { lang: 'zh' });
    expect(await screen.findByText('最后更新：2025年8月29日')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.getByText(/不会发送营销邮件/)).toBeInTheDocument();
    expect(screen.getByText(/不会向任何人出售/)).toBeInTheDocument();
  });
});
