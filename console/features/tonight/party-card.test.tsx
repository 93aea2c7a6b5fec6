import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { PartyCard } from './party-card.tsx';

const paidByPaypal: TonightParty = {
  id: 1, code: 'P4Y9PALUSD000420', status: 'pending', arrived: false, revision: 0, pax: 6,
  first_name: 'Lin', last_name: 'Zhao', country: null, phone: null, email: 'lin@example.com', notes: '', food: '', occasion: '',
  visits: 0, deposit_fen: 3000_00, paid: true, deposit_paid: { amount_minor: 420_00, currency: 'USD' }, visit_confirmed_at: null, requests: [],
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
