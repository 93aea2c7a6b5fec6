import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client/api-error.ts';
import { renderWidget, stubApi, expectFocusOn } from '../../test/render-widget.tsx';
import { bookingRestaurant, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';

const view = (onBookAgain = vi.fn()) => <BookingProcessView code="AB12CD34" onBookAgain={onBookAgain} />;

describe('the booking flow', () => {
  it('says the code is invalid and offers Book Again', async () => {
    const user = userEvent.setup();
    const onBookAgain = vi.fn();
    renderWidget(view(onBookAgain), { api: stubApi({ fetchBooking: async () => null }) });
    await expectFocusOn('heading', { name: 'Invalid booking code' });
    await user.click(screen.getByRole('button', { name: 'Book again' }));
    expect(onBookAgain).toHaveBeenCalled();
  });

  it('hides the steps once the server says the hold has run out, in Chinese too', async () => {
    const { api } = bookingRestaurant(heldBooking({ created_at: '2026-06-03T01:00:00.000Z', expired: true }));
    renderWidget(view(), { api, lang: 'zh' });
    expect(await screen.findByRole('heading', { name: '预订已过期' })).toBeInTheDocument();
    expect(screen.getByText(/座位保留 30 分钟/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /第 1 步/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新预订' })).toBeInTheDocument();
  });

  it('shows the header, countdown and step 1, then verifies a phone by code', async () => {
    const user = userEvent.setup();
    const { api, current } = bookingRestaurant(heldBooking());
    renderWidget(view(), { api });
    await expectFocusOn('heading', { name: 'Step 1 of 4: Verification' });
    expect(screen.getByText('Wednesday 10 June 2026')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Seats held for 25:00');
    expect(screen.getByRole('progressbar', { name: 'Booking progress' })).toHaveAttribute('aria-valuenow', '1');

    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your phone number.');
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Chinese mobile number');

    await user.clear(screen.getByLabelText('Mobile number'));
    await user.type(screen.getByLabelText('Mobile number'), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await user.type(screen.getByLabelText('Code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid SMS code. Please try again.');
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await expectFocusOn('heading', { name: 'Step 2 of 4: Your details' });
    expect(api.updateBooking).toHaveBeenCalledWith({ code: 'AB12CD34', country: '86', phone: '13800138000', email: null, last_step: 1 });
    expect(current().last_step).toBe(1);
    expect(screen.getByLabelText('Phone')).toHaveValue('+86 138 0013 8000');
    expect(screen.getByText('A warm welcome. Please tell us who we will be expecting.')).toBeInTheDocument();
  });

  it('greets a returning customer and lists the server’s errors translated', async () => {
    const user = userEvent.setup();
    const { api } = bookingRestaurant(heldBooking({ last_step: 1, country: '86', phone: '13800138000' }));
    api.getCustomer = vi.fn(async () => ({ id: 9, first_name: '伟', last_name: '李', gender: 'F' as const, country_code: { id: 1, calling_code: '86' }, country_code_id: 1, phone: '13800138000', email: null }));
    api.updateCustomer = vi.fn(async () => Promise.reject(new ApiError(422, 'invalid', 'validation_failed', { email: 'email_required', first_name: 'first_name_required' })));
    renderWidget(view(), { api, lang: 'zh' });
    expect(await screen.findByText('欢迎回来，李伟女士')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('请输入电子邮箱。')).toBeInTheDocument();
    expect(within(alert).getByText('请输入名。')).toBeInTheDocument();
  });

  it('saves requests with the " / " rule, reviews and pays with the demo provider', async () => {
    const user = userEvent.setup();
    const onPaid = vi.fn();
    const { api } = bookingRestaurant(
      heldBooking({ last_step: 2, country: '86', phone: '13800138000', customer_id: 7, customer: { id: 7, gender: 'M', first_name: 'Tom', last_name: 'Chan' } }),
    );
    renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} onPaid={onPaid} />, { api });
    await screen.findByRole('heading', { name: 'Step 3 of 4: Requests' });
    await user.click(screen.getByRole('checkbox', { name: 'No pork' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gluten-free' }));
    await user.click(screen.getByRole('checkbox', { name: 'No offal' }));
    await user.type(screen.getByLabelText('Other food restriction'), 'no coriander');
    await user.click(screen.getByRole('checkbox', { name: 'Birthday' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(api.updateBooking).toHaveBeenCalledWith({ code: 'AB12CD34', notes: '', food: 'No Pork, Gluten Free, No Intestines / no coriander', occasion: 'Birthday / ', last_step: 3 });

    await expectFocusOn('heading', { name: 'Step 4 of 4: Review & payment' });
    // In the review and in the booking's summary.
    expect(screen.getAllByText('RMB 1,376.00')).toHaveLength(2);
    expect(screen.getByText('Tom Chan')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose how to pay the deposit' })).not.toBeInTheDocument();

    const terms = screen.getByRole('checkbox', { name: 'I have read and accept the important notes' });
    await user.click(terms);
    const dialog = screen.getByRole('dialog', { name: 'Important notes' });
    expect(within(dialog).getByText(/one bottle up to 750 ml/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(terms).toHaveFocus();

    const payment = await screen.findByRole('region', { name: 'Choose how to pay the deposit' });
    expect(within(payment).getByText(/Demo mode/)).toBeInTheDocument();
    await user.click(within(payment).getByRole('button', { name: /PayPal — Demo payment/ }));
    expect(await screen.findByRole('heading', { name: /Payment and booking successful/ })).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalledWith('AB12CD34');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  });

  it('once paid: the confirmation, every step done, and neither countdown nor the notes read on every step', async () => {
    const { api } = bookingRestaurant(heldBooking({ last_step: 3, status: { name: 'pending' }, status_id: 1 }));
    renderWidget(view(), { api });
    expect(await screen.findByRole('heading', { name: /Payment and booking successful/ })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Booking complete');
    expect(document.querySelector('[aria-current="step"]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Important notes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  });

  it('shows the PayPal capture error when the capture is not completed', async () => {
    const user = userEvent.setup();
    const { api } = bookingRestaurant(heldBooking({ last_step: 3 }));
    api.paypalCapture = vi.fn(async () => ({ status: 'DECLINED' }));
    renderWidget(view(), { api });
    await user.click(await screen.findByRole('checkbox', { name: /accept the important notes/ }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: /PayPal/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while confirming your PayPal payment');
  });
});
