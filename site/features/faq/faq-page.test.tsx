import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqItem } from '../../../api-client/contract/content.ts';
import { ApiError } from '../../../api-client/index.ts';
import { renderSite, RESTAURANT } from '../../test/render-site.tsx';

const faq: FaqItem[] = [
  { id: 1, question_en: 'Is there a dress code?', question_zh: '有着装要求吗？', answer_en: 'Smart casual.', answer_zh: '商务休闲即可。' },
  { id: 2, question_en: 'Can I bring wine?', question_zh: '可以自带酒水吗？', answer_en: 'One bottle per party.', answer_zh: '每桌可带一瓶。' },
];

describe('the FAQ', () => {
  it('shows the banner, the intro and the questions in English, answers closed', async () => {
    const hero = { slot: 'hero' as const, url: '/api/photos/hero/0123456789abcdef.jpg', width: 1600, height: 900, variants: [{ url: '/api/photos/hero/0123456789abcdef-480.jpg', width: 480 }, { url: '/api/photos/hero/0123456789abcdef-800.jpg', width: 800 }], alt_en: 'The counter at night', alt_zh: '夜晚的吧台' };
    renderSite('/faq', { lang: 'en', api: { fetchFaq: () => Promise.resolve(faq), restaurant: () => Promise.resolve({ ...RESTAURANT, photos: [hero] }) } });
    const question = await screen.findByRole('button', { name: 'Is there a dress code?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const banner = await screen.findByRole('img', { name: 'The counter at night' });
    expect(banner).toHaveAttribute('width', '1600');
    // The narrower copies and the original, so the browser picks by the banner's width.
    expect(banner).toHaveAttribute('srcset', '/api/photos/hero/0123456789abcdef-480.jpg 480w, /api/photos/hero/0123456789abcdef-800.jpg 800w, /api/photos/hero/0123456789abcdef.jpg 1600w');
    expect(banner.getAttribute('sizes')).toMatch(/calc\(100vw - 2rem\)$/);
    expect(screen.getByText(/Answers to what our guests ask most/)).toBeInTheDocument();
    expect(screen.queryByText('Smart casual.')).not.toBeVisible();
  });

  it('opens answers from the keyboard and moves between questions with the arrows', async () => {
    const user = userEvent.setup();
    renderSite('/faq', { lang: 'zh', api: { fetchFaq: () => Promise.resolve(faq) } });
    const first = await screen.findByRole('button', { name: '有着装要求吗？' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '有着装要求吗？' })).toHaveTextContent('商务休闲即可。');
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: '可以自带酒水吗？' });
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('每桌可带一瓶。')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
  });

  it('says so when the questions cannot be loaded', async () => {
    renderSite('/faq', { lang: 'en', api: { fetchFaq: () => Promise.reject(new ApiError(503, 'down', 'service_unavailable')) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The questions could not be loaded.');
  });
});
