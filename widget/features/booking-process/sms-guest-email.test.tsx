import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render-widget.tsx';
import { bookingRestaurant, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';

/**
 * A guest who proved a phone by SMS and typed an e-mail in step 2 saw
 * "E-mail —" on the review, though the confirmation went to that address. The typed address is
 * saved on the booking (unproven, for the confirmation only) and shown back to the guest.
 */
describe('a guest verified by SMS who gives an e-mail in step 2', () => {
  it.each([
    ['en', 'Step 2 of 4: Your details', 'First name', 'Last name', 'Ms', 'E-mail', 'Confirm', 'Step 3 of 4: Requests', 'Proceed to payment', 'Step 4 of 4: Review & payment'],
    ['zh', '第 2 步（共 4 步）：您的资料', '名', '姓', '女士', '电子邮箱', '确认', '第 3 步（共 4 步）：特殊要求', '前往支付', '第 4 步（共 4 步）：确认与支付'],
  ])('sees that e-mail on the review (%s)', async (lang, step2, first, last, ms, email, confirm, step3, proceed, step4) => {
    const user = userEvent.setup();
    const { api, current } = bookingRestaurant(heldBooking({ last_step: 1, country: '86', phone: '13800138000' }));
    renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} />, { api, lang: lang as 'en' | 'zh' });

    await screen.findByRole('heading', { name: step2 });
    await user.type(screen.getByLabelText(first, { exact: true }), 'Mei');
    await user.type(screen.getByLabelText(last, { exact: true }), 'Lin');
    await user.click(screen.getByRole('radio', { name: ms }));
    await user.type(screen.getByLabelText(email, { exact: true }), 'mei.lin@example.com');
    await user.click(screen.getByRole('button', { name: confirm }));
    expect(current().email).toBe('mei.lin@example.com');

    await screen.findByRole('heading', { name: step3 });
    await user.click(screen.getByRole('button', { name: proceed }));
    await screen.findByRole('heading', { name: step4 });
    expect(screen.getByText('mei.lin@example.com')).toBeInTheDocument();
  });
});
