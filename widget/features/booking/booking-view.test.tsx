import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SlotsResponse } from '../../../api-client/contract/availability.ts';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { BookingView } from './booking-view.tsx';

const slots: SlotsResponse = {
  max: 6,
  slots: [
    { timeslot: '1800', seating_id: 1, booked: 7, seats: 10, min: 1, available: 3, area: { code: 'counter', name_en: "Chef's counter", name_zh: '主厨台', notice_working_days: 0, exclusive: false } },
    { timeslot: '1900', seating_id: 2, booked: 0, seats: 10, min: 1, available: 6, area: { code: 'counter', name_en: "Chef's counter", name_zh: '主厨台', notice_working_days: 0, exclusive: false } },
  ],
};

const restaurant = (overrides = {}) =>
  stubApi({
    checkFull: async () => ['2026-06-05'],
    checkClosed: async () => ['2026-06-07', '2026-06-08'],
    getSlots: async () => slots,
    startBooking: vi.fn(async () => ({ code: 'AB12CD34' })),
    ...overrides,
  });

describe('the month the page already carries', () => {
  it('opens on it without asking, and asks afresh when the guest comes back to it', async () => {
    const user = userEvent.setup();
    const checkFull = vi.fn(async (_date: string) => ['2026-06-05']);
    const checkClosed = vi.fn(async (_date: string) => ['2026-06-07', '2026-06-08']);
    const known = { 'month/2026-06': { full: ['2026-06-05'], closed: ['2026-06-07', '2026-06-08'] } };
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api: restaurant({ checkFull, checkClosed }), known });
    // The first render already knows: no spinner, no request.
    expect(screen.getByRole('button', { name: 'Friday 5 June 2026, full' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Sunday 7 June 2026, closed' })).toHaveAttribute('aria-disabled', 'true');

    // The next month is asked for after the first render: had that render asked too, its
    // questions would come before these.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(checkFull).toHaveBeenCalledWith('2026-07-01'));
    await waitFor(() => expect(checkClosed).toHaveBeenCalledWith('2026-07-01'));
    expect(checkFull.mock.calls).toEqual([['2026-07-01']]);
    expect(checkClosed.mock.calls).toEqual([['2026-07-01']]);
    await user.click(await screen.findByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(checkFull).toHaveBeenCalledWith('2026-06-01'));
    expect(checkClosed).toHaveBeenCalledWith('2026-06-01');
    expect(await screen.findByRole('button', { name: 'Monday 8 June 2026, closed' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('choosing a date and a party size', () => {
  it('names days with date and state and lets a guest pick an open day', async () => {
    const user = userEvent.setup();
    const onStartBooking = vi.fn();
    const api = restaurant();
    renderWidget(<BookingView onStartBooking={onStartBooking} />, { api });
    expect(screen.getByRole('heading', { name: 'Choose date' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Friday 5 June 2026, full' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Sunday 7 June 2026, closed' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Tuesday 2 June 2026, past' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Wednesday 3 June 2026, available, today' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Previous month' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wednesday 10 June 2026, available' }));
    const pane = await screen.findByRole('region', { name: 'Wednesday 10 June 2026' });
    expect(within(pane).getByText(/up to 6/)).toBeInTheDocument();
    expect(await within(pane).findByRole('button', { name: '3 guests, 18:00' })).toBeEnabled();
    expect(within(pane).getByRole('button', { name: '4 guests, 18:00' })).toBeDisabled();
    await user.click(within(pane).getByRole('button', { name: '4 guests, 19:00' }));
    expect(api.startBooking).toHaveBeenCalledWith({ d: '2026-06-10', s: 2, p: 4 });
    expect(onStartBooking).toHaveBeenCalledWith('AB12CD34');
  });

  it('moves between days and months with the arrow keys, within the horizon', async () => {
    const user = userEvent.setup();
    renderWidget(<BookingView onStartBooking={() => undefined} />, { api: restaurant() });
    await screen.findByRole('button', { name: /Friday 5 June 2026, full/ });
    await user.tab(); // the next-month arrow
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Wednesday 3 June 2026, available, today');
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Thursday 11 June 2026, available');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Thursday 2 July 2026, available');
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('region', { name: 'Thursday 2 July 2026' })).toBeInTheDocument();
  });

  it('keeps every arrow key when keys come faster than the grid renders', async () => {
    const user = userEvent.setup();
    renderWidget(<BookingView onStartBooking={() => undefined} />, { api: restaurant() });
    await screen.findByRole('button', { name: /Friday 5 June 2026, full/ });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Wednesday 3 June 2026, available, today');
    // Three presses in one task, as a held key or a fast typist sends them before any render.
    for (let press = 0; press < 3; press += 1)
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Saturday 6 June 2026, available'));
  });

  it('speaks Chinese with lang zh: day states, the slot pane and its dimmed party sizes', async () => {
    const user = userEvent.setup();
    renderWidget(<BookingView onStartBooking={() => undefined} />, { api: restaurant(), lang: 'zh' });
    expect(screen.getByRole('heading', { name: '选择日期' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2026年6月' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('正在加载可预订日期…');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    const full = await screen.findByRole('button', { name: '2026年6月5日 星期五, 已满' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    // The word under the day number, for guests who do not tell the states apart by colour.
    expect(full.querySelector('[data-text]')).toHaveAttribute('data-text', '已满');
    const closed = screen.getByRole('button', { name: '2026年6月7日 星期日, 休息' });
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    expect(closed.querySelector('[data-text]')).toHaveAttribute('data-text', '休息');
    expect(screen.getByRole('button', { name: '2026年6月2日 星期二, 已过' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '2026年6月3日 星期三, 可预订, 今天' })).toHaveAttribute('aria-current', 'date');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下个月' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上个月' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2026年6月10日 星期三, 可预订' }));
    const chosen = screen.getByRole('button', { name: '2026年6月10日 星期三, 可预订, 已选' });
    expect(chosen).toHaveTextContent('✓');
    expect(chosen.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');

    const pane = await screen.findByRole('region', { name: '2026年6月10日 星期三' });
    expect(within(pane).getByText('请在下方选择时段。')).toBeInTheDocument();
    expect(within(pane).getByText('选择用餐人数（最多 6 位）。')).toBeInTheDocument();
    expect(await within(pane).findByRole('button', { name: '3 位，18:00' })).toBeEnabled();
    expect(within(pane).getByRole('button', { name: '4 位，18:00' })).toBeDisabled();
    expect(within(pane).getByRole('button', { name: '6 位，18:00' })).toBeDisabled();
    expect(within(pane).getByRole('button', { name: '6 位，19:00' })).toBeEnabled();
    await user.click(within(pane).getByRole('button', { name: '关闭时段' }));
    expect(screen.queryByRole('region', { name: '2026年6月10日 星期三' })).not.toBeInTheDocument();
  });

  it('marks the chosen day as selected in English too', async () => {
    const user = userEvent.setup();
    renderWidget(<BookingView onStartBooking={() => undefined} />, { api: restaurant() });
    await user.click(await screen.findByRole('button', { name: 'Wednesday 10 June 2026, available' }));
    expect(screen.getByRole('button', { name: 'Wednesday 10 June 2026, available, selected' })).toHaveTextContent('✓');
    expect(screen.getByRole('button', { name: 'Friday 5 June 2026, full' }).querySelector('[data-text]')).toHaveAttribute('data-text', 'full');
  });

  it('says why seats could not be held', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('../../../api-client/api-error.ts');
    const api = restaurant({ startBooking: async () => Promise.reject(new ApiError(409, 'taken', 'not_enough_seats')) });
    renderWidget(<BookingView onStartBooking={() => undefined} />, { api });
    await user.click(await screen.findByRole('button', { name: /10 June 2026/ }));
    await user.click(await screen.findByRole('button', { name: '2 guests, 19:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Those seats were just taken');
  });
});

describe('today after its last seating', () => {
  it.each([
    ['en', 'Wednesday 3 June 2026, today’s seatings have passed, today', 'passed'],
    ['zh', '2026年6月3日 星期三, 今天的入座时间已过, 今天', '已过'],
  ] as const)('says its seatings have passed, not that it is full (%s)', async (lang, name, marker) => {
    // 20:30 in Shanghai: the last seating (20:00) has come, and check_full counts today as full.
    const api = restaurant({ checkFull: async () => ['2026-06-03'] });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang, now: new Date('2026-06-03T12:30:00Z') });
    const today = await screen.findByRole('button', { name });
    expect(today).toHaveAttribute('aria-disabled', 'true');
    expect(today.querySelector('[data-text]')).toHaveAttribute('data-text', marker);
  });
});
