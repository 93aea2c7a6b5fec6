import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, expectFocusOn } from '../../test/render-widget.tsx';
import { bookingRestaurant, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';

/**
 * The PayPal option shows the USD amount before paying: 4 x RMB 344 at the
 * restaurant's 0.14 USD per RMB (payment_options) is USD 192.64, what paypal_create charges.
 */
const labels = {
  en: { step: 'Step 4 of 4: Review & payment', terms: 'I have read and accept the important notes', close: 'Close', options: 'Choose how to pay the deposit', amount: 'PayPal charges USD 192.64: the deposit in US dollars.' },
  zh: { step: '第 4 步（共 4 步）：确认与支付', terms: '我已阅读并接受重要须知', close: '关闭', options: '选择订金支付方式', amount: 'PayPal 将收取 192.64 美元（订金的美元金额）。' },
};

describe('the PayPal option', () => {
  it.each(['en', 'zh'] as const)('shows what PayPal will charge in USD (%s)', async (lang) => {
    const user = userEvent.setup();
    const { api } = bookingRestaurant(heldBooking({ last_step: 3, country: '44', phone: '7700900123', customer_id: 7, customer: { id: 7, gender: 'M', first_name: 'Tom', last_name: 'Chan' } }));
    renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} />, { api, lang });
    const text = labels[lang];
    await expectFocusOn('heading', { name: text.step });
    await user.click(screen.getByRole('checkbox', { name: text.terms }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: text.close }));
    const payment = await screen.findByRole('region', { name: text.options });
    expect(within(payment).getByText(text.amount)).toBeInTheDocument();
  });
});
