import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render-widget.tsx';
import { bookingRestaurant, heldBooking } from '../../test/booking-fixture.ts';
import { BookingProcessView } from './booking-process-view.tsx';

/** A couple sharing one e-mail are two customers; step 2 never writes one over the other. */
const tom = { id: 9, first_name: 'Tom', last_name: 'Chen', gender: 'M' as const, country_code: null, country_code_id: null, phone: null, email: 'the.chens@example.cn' };

function restaurant() {
  const { api } = bookingRestaurant(heldBooking({ last_step: 1, email: 'the.chens@example.cn' }));
  api.getCustomer = vi.fn(async () => tom);
  api.updateCustomer = vi.fn(async () => ({ id: 9 }));
  api.addCustomer = vi.fn(async () => ({ id: 12 }));
  return api;
}

describe('step 2 at a shared contact', () => {
  it('adds Mary as a customer of her own instead of renaming Tom', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} />, { api });
    expect(await screen.findByText('Welcome back, Mr Tom Chen')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Mary');
    await user.click(screen.getByLabelText('Ms'));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(api.addCustomer).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Mary', last_name: 'Chen', gender: 'F' })));
    expect(api.updateCustomer).not.toHaveBeenCalled();
  });

  it('updates Tom when Tom saves his own details again', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<BookingProcessView code="AB12CD34" onBookAgain={vi.fn()} />, { api, lang: 'zh' });
    expect(await screen.findByText('欢迎回来，Tom Chen 先生')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认' }));
    await vi.waitFor(() => expect(api.updateCustomer).toHaveBeenCalledWith(9, expect.objectContaining({ first_name: 'Tom' })));
    expect(api.addCustomer).not.toHaveBeenCalled();
  });
});
