import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { PartyCard } from './party-card.tsx';

const party: TonightParty = {
  id: 1,
  code: 'K7M2Q9XR4T8V1P3Z',
  status: 'pending',
  arrived: false,
  revision: 0,
  pax: 2,
  seats: '5-6',
  walk_in: false,
  lang: 'zh',
  first_name: '磊',
  last_name: '王',
  country: '86',
  phone: '13800138000',
  email: null,
  notes: '',
  food: '',
  occasion: '',
  visits: 4,
  deposit_fen: 0,
  paid: false,
  deposit_waived: null,
  deposit_paid: null,
  visit_confirmed_at: null,
  requests: [],
  diners: [],
};

const shown = (lang: 'en' | 'zh', changes: Partial<TonightParty> = {}) =>
  render(
    <I18nextProvider i18n={createConsoleI18n(lang)}>
      <PartyCard party={{ ...party, ...changes }} />
    </I18nextProvider>,
  );

describe('a party on tonight’s sheet', () => {
  it('names a Chinese guest family name first without a space, and a Latin one as written, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const chinese = shown(lang);
      expect(chinese.getByRole('heading', { level: 3 }).textContent).toBe('王磊');
      chinese.unmount();
      const latin = shown(lang, { first_name: 'Lin', last_name: 'Zhao' });
      expect(latin.getByRole('heading', { level: 3 }).textContent).toBe('Lin Zhao');
      latin.unmount();
    }
  });

  it('shows a deposit staff waived as waived, with why, never as a deposit still owed', () => {
    shown('en', { deposit_waived: 'Regular guest' });
    expect(screen.getByText('Deposit waived: Regular guest')).toBeTruthy();
    expect(screen.queryByText(/not paid/)).toBeNull();
    shown('zh', { deposit_waived: '老客人' });
    expect(screen.getByText('免订金：老客人')).toBeTruthy();
    expect(screen.queryByText(/未付订金/)).toBeNull();
    shown('en', { status: 'hold' });
    expect(screen.getByText('On hold, deposit not paid')).toBeTruthy();
  });

  it('names the restaurant’s food and occasion choices in Chinese, and what the guest wrote as written', () => {
    const listed = { food: 'No Pork, Gluten Free / Severe shellfish allergy', occasion: 'Birthday' };
    shown('zh', listed);
    expect(screen.getByText('不吃猪肉、无麸质 / Severe shellfish allergy')).toBeTruthy();
    expect(screen.getByText('生日')).toBeTruthy();
    cleanup();
    shown('en', listed);
    expect(screen.getByText('No Pork, Gluten Free / Severe shellfish allergy')).toBeTruthy();
    cleanup();
    shown('zh', { food: 'No Pork, nuts' });
    expect(screen.getByText('No Pork, nuts')).toBeTruthy();
  });
});

const paidByPaypal: TonightParty = {
  id: 1, code: 'P4Y9PALUSD000420', status: 'pending', arrived: false, revision: 0, pax: 6, seats: '1-6', walk_in: false, lang: 'en',
  first_name: 'Lin', last_name: 'Zhao', country: null, phone: null, email: 'lin@example.com', notes: '', food: '', occasion: '',
  visits: 0, deposit_fen: 3000_00, paid: true, deposit_paid: { amount_minor: 420_00, currency: 'USD' }, deposit_waived: null, visit_confirmed_at: null, requests: [], diners: [],
};

describe.each([
  ['en', 'Deposit USD 420.00 paid'],
  ['zh', '已付订金 420.00 美元'],
] as const)('a party that paid by PayPal on tonight’s sheet, in %s', (lang, said) => {
  it('says the deposit in the currency it was paid', () => {
    render(
      <I18nextProvider i18n={createConsoleI18n(lang)}>
        <PartyCard party={paidByPaypal} />
      </I18nextProvider>,
    );
    expect(screen.getByText(said)).toBeInTheDocument();
  });
});
