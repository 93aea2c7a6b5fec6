import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, expectFocusOn } from '../../test/render-widget.tsx';
import { bookingRestaurant, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';

/**
 * Step 1 of a second booking in the same session. The server answers
 * send_sms with `already_verified` (no code sent or counted); the guest goes on to step 2 without a
 * code and is told why.
 */
describe('step 1 for a phone this session already verified', () => {
  it.each([
    ['en', 'Mobile number', 'Send code by SMS', 'Step 2 of 4: Your details', 'You verified +86 138 0013 8000 in this session: no new code is needed.'],
    ['zh', '手机号码', '发送短信验证码', '第 2 步（共 4 步）：您的资料', '您已在本次访问中验证过 +86 138 0013 8000，无需新的验证码。'],
  ] as const)('goes on without a code (%s)', async (lang, phone, send, step2, note) => {
    const user = userEvent.setup();
    const { api } = bookingRestaurant(heldBooking());
    api.sendSms = vi.fn(async () => ({ to: '86 13800138000', already_verified: true as const }));
    renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} />, { api, lang });
    await user.type(await screen.findByLabelText(phone), '13800138000');
    await user.click(screen.getByRole('button', { name: send }));
    await expectFocusOn('heading', { name: step2 });
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(api.verifyOtp).not.toHaveBeenCalled();
    expect(api.updateBooking).toHaveBeenCalledWith(expect.objectContaining({ country: '86', phone: '13800138000', last_step: 1 }));
  });
});
