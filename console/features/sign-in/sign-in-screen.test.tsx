import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { StaffApiError, type StaffApi } from '../../app/staff-api.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { SignInScreen } from './sign-in-screen.tsx';

/** The server's answer to a second request within the resend delay, the same for members and strangers. */
const tooSoon = new StaffApiError(429, 'sign_in_code_too_soon', 'A code was asked for this address...', {}, undefined, [], [], undefined, 42);

describe.each([
  { lang: 'en' as const, email: 'E-mail', send: 'Send code', said: 'A code was already asked for lin@restaurant.cn moments ago, so no new one was sent: if the address is a member’s, look for that code. A new one can be asked for in 42 seconds.' },
  { lang: 'zh' as const, email: '邮箱', send: '发送验证码', said: '刚刚已为 lin@restaurant.cn 请求过验证码，因此未发送新的验证码：如该邮箱属于员工，请查收那封邮件。42 秒后可重新获取。' },
])('asking for a second code within the resend delay ($lang)', (words) => {
  it('says no new code was sent and when one can be asked for, never "on its way"', async () => {
    const api: StaffApi = { get: vi.fn(), send: vi.fn(async () => Promise.reject(tooSoon)) as StaffApi['send'], signedIn: () => undefined };
    render(
      <I18nextProvider i18n={createConsoleI18n(words.lang)}>
        <SignInScreen api={api} onSignedIn={() => undefined} />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(words.email), 'lin@restaurant.cn');
    await user.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.said);
  });
});
