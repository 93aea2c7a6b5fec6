import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingRestaurant, heldBooking } from '../../../test/booking-fixture.ts';
import { renderWidget } from '../../../test/render-widget.tsx';
import { BookingProcessView } from '../booking-process-view.tsx';

describe.each([
  ['en', /accept the important notes/, 'Important notes', 'I agree', /^Pay with WeChat/],
  ['zh', /接受重要须知/, '重要须知', '我同意', /^微信支付/],
] as const)('the terms in %s', (lang, terms, notes, agree, wechat) => {
  it('shows the notes with "I agree", which closes them with the box ticked and the payment offered', async () => {
    const user = userEvent.setup();
    const { api } = bookingRestaurant(heldBooking({ last_step: 3 }));
    renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={() => undefined} />, { api, lang });
    await user.click(await screen.findByRole('checkbox', { name: terms }));
    const dialog = screen.getByRole('dialog', { name: notes });
    await user.click(screen.getByRole('button', { name: agree }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: terms })).toBeChecked();
    expect(await screen.findByRole('button', { name: wechat })).toBeInTheDocument();
  });
});
