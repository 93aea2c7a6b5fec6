import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
