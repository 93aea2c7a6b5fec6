import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client/api-error.ts';
import type { Slot, SlotsResponse } from '../../../api-client/contract/availability.ts';
import { renderWidget, stubApi } from '../../test/render-widget.tsx';
import { BookingView } from './booking-view.tsx';

const counter = { code: 'counter', name_en: "Chef's counter", name_zh: '主厨台', notice_working_days: 0, exclusive: false };
const privateRoom = { code: 'private', name_en: 'Private room', name_zh: '包间', notice_working_days: 7, exclusive: true };
const slot = (over: Partial<Slot>): Slot => ({ timeslot: '1800', seating_id: 1, booked: 0, seats: 10, min: 1, available: 4, area: counter, ...over });

const openDays = { checkFull: async () => [], checkClosed: async () => [] };

describe('after "Those seats were just taken"', () => {
  it('asks for the day’s slots and the month’s days again, so the taken sizes are no longer offered', async () => {
    const user = userEvent.setup();
    const answers: SlotsResponse[] = [
      { max: 6, slots: [slot({ available: 4 })] },
      { max: 6, slots: [slot({ available: 1, booked: 9 })] },
    ];
    const getSlots = vi.fn(async () => answers[Math.min(getSlots.mock.calls.length - 1, 1)]!);
    const checkFull = vi.fn(async () => []);
    const api = stubApi({
      checkFull,
      checkClosed: async () => [],
      getSlots,
      startBooking: async () => Promise.reject(new ApiError(409, 'Those seats were just taken', 'not_enough_seats')),
    });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api });
    await user.click(await screen.findByRole('button', { name: '10 June 2026, Wednesday, available' }));
    await user.click(await screen.findByRole('button', { name: '3 guests, 18:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Those seats were just taken');
    await waitFor(() => expect(getSlots).toHaveBeenCalledTimes(2));
    expect(checkFull).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('button', { name: '3 guests, 18:00' })).toBeDisabled());
    expect(screen.getByRole('button', { name: '2 guests, 18:00' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1 guest, 18:00' })).toBeEnabled();
  });
});

describe('the slot pane while its slots load', () => {
  it.each([
    ['en', '10 June 2026, Wednesday, available', 'Tap the number of guests (up to 8). For larger parties, please contact us.', /up to 0/],
    ['zh', '2026年6月10日 星期三, 可预订', '点击用餐人数（最多 8 位）。更多人数请联系我们。', /最多 0 位/],
  ] as const)('never says "up to 0" but the restaurant’s largest party (%s)', async (lang, day, instruction, zero) => {
    const user = userEvent.setup();
    const api = stubApi({ ...openDays, getSlots: () => new Promise<SlotsResponse>(() => undefined) });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang });
    await user.click(await screen.findByRole('button', { name: day }));
    const pane = await screen.findByRole('region');
    expect(within(pane).getByText(instruction)).toBeInTheDocument();
    expect(pane).not.toHaveTextContent(zero);
  });
});

describe('the private room row', () => {
  it.each([
    ['en', '10 June 2026, Wednesday, available', '6 guests or more, 7 working days ahead', '6 guests, 19:00, Private room'],
    ['zh', '2026年6月10日 星期三, 可预订', '6 位起，需提前 7 个工作日预订', '6 位，19:00, 包间'],
  ] as const)('says why its sizes are dimmed: its minimum party and notice (%s)', async (lang, day, rule, size) => {
    const user = userEvent.setup();
    const api = stubApi({
      ...openDays,
      getSlots: async () => ({ max: 8, slots: [slot({}), slot({ timeslot: '1900', seating_id: 2, min: 6, available: 0, area: privateRoom })] }),
    });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang });
    await user.click(await screen.findByRole('button', { name: day }));
    const button = await screen.findByRole('button', { name: size });
    expect(button).toBeDisabled();
    const row = button.closest('[role="group"]') as HTMLElement;
    expect(row).toHaveAccessibleDescription(rule);
    expect(within(row).getByText(rule)).toBeVisible();
    // The counter has no such rule and says nothing.
    const counterRow = screen.getAllByRole('group')[0]!;
    expect(counterRow).not.toHaveAttribute('aria-describedby');
  });
});

describe('a refusal about the private room', () => {
  it.each([
    ['en', '10 June 2026, Wednesday, available', '8 guests, 19:00, Private room', 'The private room needs 10 working days’ notice.'],
    ['zh', '2026年6月10日 星期三, 可预订', '8 位，19:00, 包间', '包间需提前 10 个工作日预订。'],
  ] as const)('states the notice of the seating chosen (get_slots), not a number of its own (%s)', async (lang, day, size, refusal) => {
    const user = userEvent.setup();
    const room = slot({ timeslot: '1900', seating_id: 2, min: 8, available: 10, area: { ...privateRoom, notice_working_days: 10 } });
    const api = stubApi({
      ...openDays,
      getSlots: async () => ({ max: 10, slots: [room] }),
      startBooking: async () => Promise.reject(new ApiError(422, 'The private room needs 10 working days of notice.', 'private_room_notice', { d: 'private_room_notice' })),
    });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang });
    await user.click(await screen.findByRole('button', { name: day }));
    await user.click(await screen.findByRole('button', { name: size }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/\b7\b/);
  });
});

describe('closing the slot pane', () => {
  it('gives focus back to the day that opened it, not to the page', async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...openDays, getSlots: async () => ({ max: 6, slots: [slot({})] }) });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api });
    const day = await screen.findByRole('button', { name: '10 June 2026, Wednesday, available' });
    await user.click(day);
    await user.click(await screen.findByRole('button', { name: 'Close time slots' }));
    // The day's pane is gone; its place invites a date choice again.
    expect(screen.queryByRole('region', { name: '10 June 2026, Wednesday' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your evening' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('10 June 2026, Wednesday, available');
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('days past the booking horizon', () => {
  it.each([
    ['en', '3 August 2026, Monday, not open for booking yet', '2 August 2026, Sunday, available'],
    ['zh', '2026年8月3日 星期一, 尚未开放预订', '2026年8月2日 星期日, 可预订'],
  ] as const)('are "not open yet", not "full", though check_full lists them (%s)', async (lang, beyond, last) => {
    const user = userEvent.setup();
    // check_full counts the open days past the horizon as full: nothing can be booked on them.
    const full = ['2026-08-03', '2026-08-04', '2026-08-05', '2026-08-06', '2026-08-07'];
    const api = stubApi({ checkFull: async (date: string) => (date.startsWith('2026-08') ? full : []), checkClosed: async () => [] });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang });
    const next = lang === 'zh' ? '下个月' : 'Next month';
    await user.click(await screen.findByRole('button', { name: next })); // July
    await user.click(await screen.findByRole('button', { name: next })); // August
    const day = await screen.findByRole('button', { name: beyond });
    expect(day).toHaveAttribute('aria-disabled', 'true');
    expect(day.querySelector('[data-text]')).toBeNull();
    expect(screen.getByRole('button', { name: last })).toHaveAttribute('aria-disabled', 'false');
  });
});
