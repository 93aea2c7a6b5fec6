import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, stubApi, testCard } from '../../test/render-widget.tsx';
import { BookingView } from '../booking/booking-view.tsx';

// Today is Wednesday 3 June 2026 in Shanghai; the restaurant closes on 12 June for a private event.
const card = { ...testCard(), closures: [{ date: '2026-06-12', note_en: 'Private event', note_zh: '私人活动' }, { date: '2026-06-19', note_en: 'Staff day', note_zh: '员工日' }] };
const api = () =>
  stubApi({
    restaurant: async () => card,
    checkFull: async () => [],
    checkClosed: async () => ['2026-06-07', '2026-06-08', '2026-06-12'],
    getSlots: async () => ({ slots: [], max: 8 }),
  });

describe("a closed day's note in the calendar", () => {
  it.each([
    ['en', 'Friday 12 June 2026, closed, Private event', 'Friday 12 June 2026: closed (Private event)', 'Notes on closed days'],
    ['zh', '2026年6月12日 星期五, 休息, 私人活动', '2026年6月12日 星期五：休息（私人活动）', '休息日说明'],
  ] as const)('is said with the day and listed under the month (%s)', async (lang, dayName, line, listName) => {
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api: api(), lang, bookingRules: null });
    const day = await screen.findByRole('button', { name: dayName });
    expect(day).toHaveAttribute('aria-disabled', 'true');
    const list = screen.getByRole('list', { name: listName });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([line]);
  });
});
