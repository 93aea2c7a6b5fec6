import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import type { BookingDetails } from '../../../api-client/contract/staff-actions.ts';
import { ResourceCache } from '../../../api-client/resources/resource-cache.ts';
import type { Lang } from '../../../widget/i18n/index.ts';
import { ConsoleData } from '../../app/console-data.tsx';
import { StaffApiError, type StaffApi } from '../../app/staff-api.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { BookingDetailView } from './booking-detail.tsx';
import { moveOutcome } from './move-outcome.ts';

const manager: StaffMe = { member: { id: 2, email: 'manager@restaurant.cn', name: 'Mia', role: 'manager', created_at: '2026-01-01T00:00:00Z' }, role: 'manager', xsrf: 'x' };

/** USD 420 paid by PayPal for 6, moved to 4: USD 140 paid beyond, refunds above RMB 500 asked about first. */
const paidInUsd = (guest: string): BookingDetails => ({
  code: 'P4Y9PALUSD000420',
  status: 'pending',
  date: '2026-07-14',
  time: '19:00',
  area: 'counter',
  pax: 4,
  seats: null,
  walk_in: false,
  arrived: false,
  visit_confirmed_at: null,
  revision: 3,
  needs_refund: false,
  guest,
  phone: null,
  email: 'lin@example.com',
  lang: 'en',
  food: '',
  occasion: '',
  notes: '',
  deposit_per_person_fen: 500_00,
  deposit_waived: null,
  payments: [{ method: 'paypal', amount_minor: 420_00, currency: 'USD', outcome: 'confirmed', refund_due: false, provider_transaction_id: 'CAP-1', demo: true, paid_at: new Date('2026-07-01T02:00:00Z') }],
  refunds: [],
  refund_quote: {
    method: 'paypal',
    left: { amount_minor: 420_00, currency: 'USD' },
    paid_beyond: { amount_minor: 140_00, currency: 'USD' },
    usd_per_rmb: 0.14,
    confirm_above: { amount_minor: 500_00, currency: 'CNY' },
  },
  topups: [],
  requests: [],
  audit: [],
});

const WORDS = {
  en: {
    guest: 'Lin Zhao',
    amount: 'Amount (USD)',
    quote: 'Paid by PayPal in USD: at most USD 420.00 (about RMB 3,000.00) can be given back.',
    beyond: 'Paid beyond the party’s deposit: USD 140.00 (about RMB 1,000.00).',
    about: 'About RMB 2,142.86',
    confirm: 'Refund USD 300.00 (about RMB 2,142.86) to Lin Zhao by PayPal?',
    yes: 'Yes, refund',
    back: 'Back',
    submit: 'Refund',
    tooLarge: 'That is more than is left to refund: at most USD 420.00 can be given back.',
  },
  zh: {
    guest: '赵琳',
    amount: '金额（美元）',
    quote: '以PayPal支付，币种美元：最多可退 420.00 美元（约 人民币 3,000.00 元）。',
    beyond: '超出现有人数订金：140.00 美元（约 人民币 1,000.00 元）。',
    about: '约 人民币 2,142.86 元',
    confirm: '确认通过PayPal向赵琳退款 300.00 美元（约 人民币 2,142.86 元）？',
    yes: '确认退款',
    back: '返回',
    submit: '退款',
    tooLarge: '超过了可退金额：最多可退 420.00 美元。',
  },
} as const;

function renderBooking(lang: Lang, send: StaffApi['send']) {
  const api: StaffApi = { get: () => Promise.reject(new StaffApiError(0, 'network_error', 'none here')), send, signedIn: () => undefined };
  render(
    <I18nextProvider i18n={createConsoleI18n(lang)}>
      <ConsoleData cache={new ResourceCache()} live={false}>
        <BookingDetailView api={api} me={manager} booking={paidInUsd(WORDS[lang].guest)} />
      </ConsoleData>
    </I18nextProvider>,
  );
  return within(screen.getByRole('region', { name: WORDS[lang].submit }));
}

const refunded = { code: 'P4Y9PALUSD000420', told: ['email'], refunds: [{ id: 'RF1', method: 'paypal', demo: true, amount_minor: 300_00, currency: 'USD', status: 'succeeded' }] };

describe.each(['en', 'zh'] as const)('refunding a deposit paid in USD, in %s', (lang) => {
  const w = WORDS[lang];

  it('names the currency, quotes what was paid beyond with its RMB equivalent, and asks before a large refund', async () => {
    const send = vi.fn(async () => refunded);
    const refund = renderBooking(lang, send as unknown as StaffApi['send']);
    const user = userEvent.setup();
    const amount = refund.getByLabelText(w.amount);
    expect(refund.getByText((text) => text.includes(w.quote) && text.includes(w.beyond))).toBeInTheDocument();

    await user.type(amount, '300');
    expect(refund.getByText(w.about)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(refund.getByRole('alert')).toHaveTextContent(w.confirm);
    expect(send).not.toHaveBeenCalled();

    // Back: nothing sent, the amount still there to change.
    await user.click(refund.getByRole('button', { name: w.back }));
    expect(send).not.toHaveBeenCalled();
    expect(amount).toHaveValue('300');
    expect(amount).toHaveFocus();
    await user.click(refund.getByRole('button', { name: w.submit }));
    expect(refund.getByRole('button', { name: w.yes })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledExactlyOnceWith('admin_refund_booking', { params: { code: 'P4Y9PALUSD000420' }, body: { amount: '300', note: undefined } });
  });

  it('sends a refund worth less than the threshold at once, and says the most a refused one may be, in USD', async () => {
    const send = vi.fn(async () => refunded);
    const refund = renderBooking(lang, send as unknown as StaffApi['send']);
    const user = userEvent.setup();
    await user.type(refund.getByLabelText(w.amount), '50{Enter}');
    expect(send).toHaveBeenCalledExactlyOnceWith('admin_refund_booking', { params: { code: 'P4Y9PALUSD000420' }, body: { amount: '50', note: undefined } });

    send.mockRejectedValueOnce(new StaffApiError(422, 'refund_too_large', 'At most USD 420.00 of this paypal payment can be refunded.', {}, { amount_minor: 420_00, currency: 'USD' }));
    await user.clear(refund.getByLabelText(w.amount));
    await user.type(refund.getByLabelText(w.amount), '60{Enter}');
    expect(await refund.findByText(w.tooLarge)).toBeInTheDocument();
  });
});

describe('a move to a smaller party of a deposit paid in USD', () => {
  it('says what was paid beyond in USD, in both languages', () => {
    const moved = {
      code: 'P4Y9PALUSD000420',
      from: { date: '2026-07-14', time: '19:00', pax: 6 },
      to: { date: '2026-07-14', time: '19:00', pax: 4, area: 'counter' },
      deposit_difference_fen: -1000_00,
      paid_beyond: { amount_minor: 140_00, currency: 'USD' as const },
      pay_link: null,
      told: ['email' as const],
    };
    expect(moveOutcome(createConsoleI18n('en').t, 'en', moved)).toContain('The guest paid USD 140.00 beyond the smaller party’s deposit: a refund may be due.');
    expect(moveOutcome(createConsoleI18n('zh').t, 'zh', moved)).toContain('客人已付订金比减少后的人数多 140.00 美元：可能需要退款。');
  });
});
