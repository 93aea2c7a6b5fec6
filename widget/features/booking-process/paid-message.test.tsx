import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { PaidMessage } from './paid-message.tsx';

/** The success message names only the channels the server sends the confirmation by. */
describe('the paid message', () => {
  it.each([
    ['en', ['sms'], 'We sent the confirmation by SMS.', /e-mail/],
    ['en', ['email'], 'We sent the confirmation to your e-mail.', /SMS/],
    ['en', ['email', 'sms'], 'We sent the confirmation to your e-mail and by SMS.', null],
    ['zh', ['sms'], '确认信息已通过短信发送到您的手机。', /邮箱|邮件/],
    ['zh', ['email'], '确认信息已发送到您的电子邮箱。', /短信/],
  ] as const)('in %s for %j', (lang, channels, sent, absent) => {
    renderWidget(<PaidMessage channels={channels} />, { api: stubApi({}), lang });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(sent);
    if (absent) expect(status).not.toHaveTextContent(absent);
  });

  it('claims no channel when the server did not say', () => {
    renderWidget(<PaidMessage />, { api: stubApi({}) });
    expect(screen.getByRole('status')).not.toHaveTextContent(/e-mail|SMS/);
  });
});
