import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { DepositChoice } from './deposit-choice.tsx';
import { noGuestYet } from './new-guest.ts';

const choice = (lang: 'en' | 'zh', mayWaive: boolean) =>
  render(
    <I18nextProvider i18n={createConsoleI18n(lang)}>
      <DepositChoice name="test" guest={noGuestYet} mayWaive={mayWaive} set={() => undefined} />
    </I18nextProvider>,
  );

describe('the deposit of a booking for a guest who phoned', () => {
  it.each([
    { lang: 'en' as const, link: 'Send a payment link (the table is held until it is paid)', waive: 'Waive the deposit', note: 'Only a manager or an owner can waive a deposit.' },
    { lang: 'zh' as const, link: '发送付款链接（付款前保留座位）', waive: '免收订金', note: '只有经理或店主可以免收订金。' },
  ])('is a payment link for a host, who is told who can waive it ($lang)', ({ lang, link, waive, note }) => {
    choice(lang, false);
    expect(screen.getByRole('radio', { name: link })).toBeChecked();
    expect(screen.queryByRole('radio', { name: waive })).toBeNull();
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it('may be waived by a manager or an owner', () => {
    choice('en', true);
    expect(screen.getByRole('radio', { name: 'Waive the deposit' })).toBeInTheDocument();
    expect(screen.queryByText('Only a manager or an owner can waive a deposit.')).toBeNull();
  });
});
