import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client/api-error.ts';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { listed, userBookingsOfSession } from '../../test/listed-booking-fixture.ts';
import { MyBookingsView } from './my-bookings-view.tsx';

/** A guest who opened their booking's manage link: the session lists that booking without a code. */
const restaurant = (confirmVisit = vi.fn(async () => ({ status: 'success' as const, visit_confirmed_at: '2026-06-19T03:00:00.000Z' }))) =>
  stubApi({
    getUserBookings: userBookingsOfSession(
      { customer: null, bookings: [listed({}), listed({ id: 2, code: 'PAST0001', booking_date: '2026-05-01', status: { name: 'completed' }, status_id: 3 })] },
      true,
    ),
    confirmVisit,
  });

describe("I'm coming, on the booking the manage link opened", () => {
  it('tells the restaurant once, for the upcoming booking only, and offers the calendar in the details', async () => {
    const user = userEvent.setup();
    const api = restaurant();
    renderWidget(<MyBookingsView />, { api });
    const [upcoming, past] = within(await screen.findByRole('list', { name: 'Your bookings' })).getAllByRole('listitem');
    expect(within(past!).queryByRole('button', { name: "I'm coming" })).not.toBeInTheDocument();
    const coming = within(upcoming!).getByRole('button', { name: "I'm coming" });
    expect(coming).toHaveAccessibleDescription('Tell the restaurant you will come as booked.');
    await user.click(coming);
    expect(api.confirmVisit).toHaveBeenCalledWith({ bid: 1 });
    expect(await within(upcoming!).findByRole('status')).toHaveTextContent('Thank you: the restaurant knows you are coming.');
    expect(within(upcoming!).queryByRole('button', { name: "I'm coming" })).not.toBeInTheDocument();

    await user.click(within(upcoming!).getByRole('button', { name: 'Show details' }));
    expect(within(upcoming!).getByRole('heading', { name: 'Add to your calendar' })).toBeInTheDocument();
    expect(within(upcoming!).getByRole('link', { name: 'Download .ics (Apple, Outlook)' })).toHaveAttribute('download', 'booking-AB12CD34.ics');
  });

  it('says in Chinese when the booking can no longer be confirmed', async () => {
    const user = userEvent.setup();
    const api = restaurant(vi.fn(async () => {
      throw new ApiError(409, 'Only an upcoming paid booking can be confirmed.', 'booking_not_upcoming');
    }));
    renderWidget(<MyBookingsView />, { api, lang: 'zh' });
    const list = await screen.findByRole('list', { name: '您的预订' });
    await user.click(within(list).getByRole('button', { name: '确认到店' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('此预订已取消或用餐时间已过。');
  });
});
