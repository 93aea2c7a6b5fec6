import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { meiBooking } from '../../../stories/console/console-fixtures.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { MoneyFacts } from './money-facts.tsx';

const waived = { ...meiBooking, payments: [], deposit_waived: 'Regular guest' };

describe('a booking’s money as staff open it', () => {
  it('says a deposit staff waived was waived, and why, rather than nothing paid, in both languages', () => {
    const english = render(<I18nextProvider i18n={createConsoleI18n('en')}><dl><MoneyFacts booking={waived} /></dl></I18nextProvider>);
    expect(screen.getByText('Deposit waived by staff: Regular guest')).toBeTruthy();
    expect(screen.queryByText('Nothing paid')).toBeNull();
    english.unmount();
    render(<I18nextProvider i18n={createConsoleI18n('zh')}><dl><MoneyFacts booking={waived} /></dl></I18nextProvider>);
    expect(screen.getByText('员工已免收订金：Regular guest')).toBeTruthy();
    expect(screen.queryByText('未付款')).toBeNull();
  });
});
