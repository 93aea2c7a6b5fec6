import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { StaffRoleName } from '../../api-client/contract/staff-accounts.ts';
import { StaffApiError } from '../app/staff-api.ts';
import { createConsoleI18n } from '../i18n/console-i18n.ts';
import { ErrorText } from './error-text.tsx';

const refusal = (error: string, leastRole: StaffRoleName) => new StaffApiError(403, error, 'refused', {}, undefined, [], [], leastRole);

describe.each([
  {
    lang: 'en' as const,
    manager: 'Only a manager or an owner can do this; ask one of them.',
    owner: 'Only an owner can do this; ask an owner.',
    waive: 'Only a manager or an owner can waive a deposit; send the guest a payment link instead.',
  },
  { lang: 'zh' as const, manager: '只有经理或店主可以执行此操作，请联系他们。', owner: '只有店主可以执行此操作，请联系店主。', waive: '只有经理或店主可以免收订金；请改为给客人发送付款链接。' },
])('a refusal for the member’s role ($lang)', (words) => {
  const shown = (error: StaffApiError) => {
    render(
      <I18nextProvider i18n={createConsoleI18n(words.lang)}>
        <ErrorText error={error} />
      </I18nextProvider>,
    );
    return screen.getByRole('alert');
  };

  it('says who can do it: a manager or an owner', () => {
    expect(shown(refusal('staff_role_forbidden', 'manager'))).toHaveTextContent(words.manager);
  });

  it('says who can do it: only an owner', () => {
    expect(shown(refusal('staff_role_forbidden', 'owner'))).toHaveTextContent(words.owner);
  });

  it('says a host may book but not waive the deposit', () => {
    expect(shown(refusal('deposit_waive_forbidden', 'manager'))).toHaveTextContent(words.waive);
  });
});
