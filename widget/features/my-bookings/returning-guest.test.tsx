import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, stubApi, expectFocusOn } from '../../test/render-widget.tsx';
import { listed, userBookingsOfSession } from '../../test/listed-booking-fixture.ts';
import { MyBookingsView } from './my-bookings-view.tsx';

/**
 * A guest who verified +86 13800138000 for a booking earlier in this session
 * opens My bookings: the server answers `already_verified`, so no code is asked for and none spent.
 */
const restaurant = () =>
  stubApi({
    sendSms: vi.fn(async () => ({ to: '86 13800138000', already_verified: true as const })),
    sendEmail: vi.fn(async () => ({ to: 'mei@example.cn', already_verified: true as const })),
    verifyOtp: vi.fn(async () => ({ status: 'approved' as const })),
    getUserBookings: userBookingsOfSession({ customer: null, bookings: [listed({})] }),
  });

describe('my bookings for a contact this session already verified', () => {
  it('lists the bookings without a code, and says why (English)', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api });
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await expectFocusOn('heading', { name: 'Welcome' });
    expect(screen.getByText('You verified +86 138 0013 8000 in this session: no new code is needed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(api.verifyOtp).not.toHaveBeenCalled();
    expect(api.getUserBookings).toHaveBeenCalledWith({ country: '86', phone: '13800138000', email: null });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('does the same by e-mail in Chinese', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api, lang: 'zh' });
    await user.type(screen.getByLabelText('电子邮箱'), 'mei@example.cn');
    await user.click(screen.getByRole('button', { name: '发送邮件验证码' }));
    await expectFocusOn('heading', { name: '欢迎' });
    expect(screen.getByText('您已在本次访问中验证过 mei@example.cn，无需新的验证码。')).toBeInTheDocument();
    expect(api.verifyOtp).not.toHaveBeenCalled();
    expect(api.getUserBookings).toHaveBeenCalledWith({ country: null, phone: null, email: 'mei@example.cn' });
  });
});
