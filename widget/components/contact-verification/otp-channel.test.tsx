import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client/api-error.ts';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { OtpChannel } from './otp-channel.tsx';

const smsRestaurant = () => stubApi({ sendSms: vi.fn(async () => ({ to: '86 13800138000' })), verifyOtp: vi.fn(async () => ({ status: 'approved' as const })) });

describe('a mobile number pasted the way it is written on a card', () => {
  it.each([
    ['en', 'Mobile number', 'Send code by SMS', 'We sent a code to +86 138 0013 8000.'],
    ['zh', '手机号码', '发送短信验证码', '验证码已发送至 +86 138 0013 8000。'],
  ] as const)('is taken with its +86 and spaces, and the code goes to +86 … (%s)', async (lang, label, send, sentTo) => {
    const user = userEvent.setup();
    const api = smsRestaurant();
    const onVerified = vi.fn();
    renderWidget(<OtpChannel type="sms" onVerified={onVerified} />, { api, lang, bookingRules: { horizon_days: 60, otp_resend_seconds: 0, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 } });
    const field = screen.getByLabelText(label);
    await user.click(field);
    await user.paste('+86 138 0013 8000');
    expect(field).toHaveValue('13800138000');
    await user.click(screen.getByRole('button', { name: send }));
    expect(api.sendSms).toHaveBeenCalledWith({ country: '86', phone: '13800138000' });
    expect(await screen.findByText(sentTo)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes 0086 and dashes too', async () => {
    const user = userEvent.setup();
    const api = smsRestaurant();
    renderWidget(<OtpChannel type="sms" onVerified={vi.fn()} />, { api, bookingRules: { horizon_days: 60, otp_resend_seconds: 0, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 } });
    await user.click(screen.getByLabelText('Mobile number'));
    await user.paste('0086-138-0013-8000');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(api.sendSms).toHaveBeenCalledWith({ country: '86', phone: '13800138000' });
  });
});

describe('a code asked for again too soon (after a reload, or from another tab)', () => {
  it.each([
    ['en', 'E-mail', 'Send code by e-mail', 'Please wait 19 seconds before asking for another code.', 'Resend in 19 s', 'Resend in 18 s'],
    ['zh', '电子邮箱', '发送邮件验证码', '请等待 19 秒后再获取新的验证码。', '19 秒后可重发', '18 秒后可重发'],
  ] as const)('says the server’s seconds and counts them down on a disabled send button (%s)', async (lang, label, send, wait, first, next) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const refusal = new ApiError(429, 'A code was just sent. You can ask for a new one in 19 seconds.', 'otp_resend_too_soon', {}, 19);
      const api = stubApi({ sendEmail: vi.fn(async () => Promise.reject(refusal)) });
      renderWidget(<OtpChannel type="email" onVerified={vi.fn()} />, { api, lang });
      await user.type(screen.getByLabelText(label), 'mei@example.cn');
      await user.click(screen.getByRole('button', { name: send }));
      expect(await screen.findByRole('alert')).toHaveTextContent(wait);
      expect(screen.getByRole('button', { name: first })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await screen.findByRole('button', { name: next })).toBeDisabled();
      await vi.advanceTimersByTimeAsync(18_000);
      expect(await screen.findByRole('button', { name: send })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a wrong code', () => {
  it.each([
    ['en', 'Invalid e-mail code. Please try again. 2 tries left.', 'Too many wrong attempts. Please request a new code.'],
    ['zh', '邮件验证码无效，请重试。 还可尝试 2 次。', '错误次数过多，请重新获取验证码。'],
  ] as const)('says how many tries are left, and that the code is dead after the last (%s)', async (lang, wrong, dead) => {
    const user = userEvent.setup();
    const left = [2, 0];
    const api = stubApi({
      sendEmail: vi.fn(async () => ({ to: 'mei@example.cn' })),
      verifyOtp: vi.fn(async () => ({ status: 'pending' as const, attempts_left: left.shift()! })),
    });
    const words = lang === 'zh' ? { email: '电子邮箱', send: '发送邮件验证码', code: '验证码', verify: '验证' } : { email: 'E-mail', send: 'Send code by e-mail', code: 'Code', verify: 'Verify' };
    renderWidget(<OtpChannel type="email" onVerified={vi.fn()} />, { api, lang });
    await user.type(screen.getByLabelText(words.email), 'mei@example.cn');
    await user.click(screen.getByRole('button', { name: words.send }));
    // The code field takes the focus from Send: the guest types the code next.
    await waitFor(() => expect(screen.getByLabelText(words.code)).toHaveFocus());
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: words.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrong);
    await user.click(screen.getByRole('button', { name: words.verify }));
    expect(await screen.findByText(dead)).toBeInTheDocument();
  });
});
