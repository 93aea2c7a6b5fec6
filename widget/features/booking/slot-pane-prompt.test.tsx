import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { BookingView } from './booking-view.tsx';

const api = () =>
  stubApi({
    checkFull: async () => [],
    checkClosed: async () => [],
    getSlots: async () => ({ max: 6, slots: [] }),
  });

describe("the slot pane's place before a date is chosen", () => {
  it.each([
    ['en', 'Your evening', /Choose a date in the calendar/, 'Wednesday 10 June 2026'],
    ['zh', '您的晚餐', /请在日历中选择日期/, '2026年6月10日 星期三'],
  ] as const)('invites the choice, then gives way to the chosen day (%s)', async (lang, title, text, dayName) => {
    const user = userEvent.setup();
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api: api(), lang });
    const prompt = await screen.findByRole('region', { name: title });
    expect(prompt).toHaveTextContent(text);
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(`^${dayName}`) })).toHaveAttribute('aria-disabled', 'false'));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayName}`) }));
    await waitFor(() => expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: dayName })).toBeInTheDocument();
  });
});
