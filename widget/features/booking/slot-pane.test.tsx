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
    await user.click(await screen.findByRole('button', { name: 'Wednesday 10 June 2026, available' }));
    await user.click(await screen.findByRole('button', { name: '3 guests, 18:00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Those seats were just taken');
    await waitFor(() => expect(getSlots).toHaveBeenCalledTimes(2));
    expect(checkFull).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('button', { name: '3 guests, 18:00' })).toBeDisabled());
    expect(screen.getByRole('button', { name: '2 guests, 18:00' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1 guest, 18:00' })).toBeEnabled();
    // Said in the row that was tapped, not under the whole list.
    expect(within(screen.getByRole('group', { name: /18:00/ })).getByRole('alert')).toHaveTextContent('Those seats were just taken');
  });
});

describe('the slot pane while its slots load', () => {
  it.each([
    ['en', 'Wednesday 10 June 2026, available', 'Choose the number of guests (up to 8).', /up to 0/, 'Seasonal tasting menu · RMB 1,880 per person'],
    ['zh', '2026年6月10日 星期三, 可预订', '选择用餐人数（最多 8 位）。', /最多 0 位/, '时令品鉴菜单 · 每位人民币 1,880 元'],
  ] as const)('never says "up to 0" but the restaurant’s largest party, and names the menu and its price (%s)', async (lang, day, instruction, zero, menu) => {
    const user = userEvent.setup();
    const api = stubApi({ ...openDays, getSlots: () => new Promise<SlotsResponse>(() => undefined) });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang });
    await user.click(await screen.findByRole('button', { name: day }));
    const pane = await screen.findByRole('region');
    expect(within(pane).getByText(instruction)).toBeInTheDocument();
    expect(pane).not.toHaveTextContent(zero);
    // Neither "tap" nor 点击: the same words on a desktop as on a phone.
    expect(pane).not.toHaveTextContent(/\bTap\b|点击/);
    expect(pane.querySelector('.tb-slots__menu')).toHaveTextContent(menu);
  });
});

describe('the private room row', () => {
  it.each([
    ['en', 'Wednesday 10 June 2026, available', '6 guests or more, 7 working days ahead', '6 guests, 19:00, Private room', 'Not available', '4 seats left'],
    ['zh', '2026年6月10日 星期三, 可预订', '6 位起，需提前 7 个工作日预订', '6 位，19:00, 包间', '不可预订', '剩4个座位'],
  ] as const)('says why its sizes are dimmed: its minimum party and notice (%s)', async (lang, day, rule, size, taken, left) => {
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
    expect(row).toHaveAccessibleDescription(`${taken} ${rule}`);
    expect(within(row).getByText(rule)).toBeVisible();
    // The counter has no such rule: it says only the seats it has left.
    const counterRow = screen.getAllByRole('group')[0]!;
    expect(counterRow).toHaveAccessibleDescription(left);
  });
});

describe('what is left of each time', () => {
  it.each([
    ['en', 'Wednesday 10 June 2026, available', ['3 seats left', '1 seat left', 'No seats left']],
    ['zh', '2026年6月10日 星期三, 可预订', ['剩3个座位', '剩1个座位', '已无座位']],
  ] as const)('is said in words beside the time, and a size it cannot take is disabled (%s)', async (lang, day, words) => {
    const user = userEvent.setup();
    const slots = [slot({ available: 3, booked: 7 }), slot({ timeslot: '1830', seating_id: 2, available: 1, booked: 9 }), slot({ timeslot: '1900', seating_id: 3, available: 0, booked: 10 })];
    const api = stubApi({ ...openDays, getSlots: async () => ({ max: 6, slots }) });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang });
    await user.click(await screen.findByRole('button', { name: day }));
    await screen.findByText(words[0]);
    const rows = screen.getAllByRole('group');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining(words[0]), expect.stringContaining(words[1]), expect.stringContaining(words[2])]);
    expect(rows.map((row) => within(row).getAllByRole('button').filter((button) => !(button as HTMLButtonElement).disabled).length)).toEqual([3, 1, 0]);
  });
});

describe('a refusal about the private room', () => {
  it.each([
    ['en', 'Wednesday 10 June 2026, available', '8 guests, 19:00, Private room', 'The private room needs 10 working days’ notice.'],
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
    const day = await screen.findByRole('button', { name: 'Wednesday 10 June 2026, available' });
    await user.click(day);
    await user.click(await screen.findByRole('button', { name: 'Close time slots' }));
    // The day's pane is gone; its place invites a date choice again.
    expect(screen.queryByRole('region', { name: 'Wednesday 10 June 2026' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your evening' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Wednesday 10 June 2026, available');
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('days past the booking horizon', () => {
  it.each([
    ['en', 'Monday 3 August 2026, not open for booking yet', 'Sunday 2 August 2026, available', 'later', 'Bookings open 60 days ahead: days after 2 August can be booked later.'],
    ['zh', '2026年8月3日 星期一, 尚未开放预订', '2026年8月2日 星期日, 可预订', '未开放', '可预订未来 60 天内的日期，8月2日之后的日期稍后开放。'],
  ] as const)('are "not open yet", not "full", though check_full lists them, and say why (%s)', async (lang, beyond, last, marker, note) => {
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
    expect(day.querySelector('[data-text]')).toHaveAttribute('data-text', marker);
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: last })).toHaveAttribute('aria-disabled', 'false');
  });
});

describe('the slot pane and the keyboard', () => {
  it.each([
    ['en', 'Wednesday 10 June 2026, available'],
    ['zh', '2026年6月10日 星期三, 可预订'],
  ] as const)('closes on Escape and gives the focus back to the day (%s)', async (lang, day) => {
    const user = userEvent.setup();
    const api = stubApi({ ...openDays, getSlots: async () => ({ max: 6, slots: [slot({})] }) });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang });
    await user.click(await screen.findByRole('button', { name: day }));
    const pane = await screen.findByRole('region');
    await waitFor(() => expect(within(pane).getByRole('heading')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(pane).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(day.split(',')[0]!) })).toHaveFocus();
  });

  it.each([
    ['en', 'Wednesday 10 June 2026, available', '1 guest, 18:00', '2 guests, 18:00', '4 guests, 18:00', '1 guest, 19:00'],
    ['zh', '2026年6月10日 星期三, 可预订', '1 位，18:00', '2 位，18:00', '4 位，18:00', '1 位，19:00'],
  ] as const)('is one tab stop per time, the arrows moving between the sizes that can be booked (%s)', async (lang, day, one, two, four, nextRow) => {
    const user = userEvent.setup();
    const slots = [slot({ available: 4 }), slot({ timeslot: '1900', seating_id: 2, available: 6 })];
    const onStartBooking = vi.fn();
    const startBooking = vi.fn(async () => ({ code: 'AB12CD34' }));
    renderWidget(<BookingView onStartBooking={onStartBooking} />, { api: stubApi({ ...openDays, getSlots: async () => ({ max: 6, slots }), startBooking }), lang });
    await user.click(await screen.findByRole('button', { name: day }));
    const pane = await screen.findByRole('region');
    await waitFor(() => expect(within(pane).getByRole('heading')).toHaveFocus());
    await user.tab(); // the close button
    await user.tab(); // the restaurant's phone, for larger parties
    await user.tab();
    expect(within(pane).getByRole('button', { name: one })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(pane).getByRole('button', { name: two })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(pane).getByRole('button', { name: four })).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // 5 and 6 are more than the seats left: not offered
    expect(within(pane).getByRole('button', { name: four })).toHaveFocus();
    await user.tab();
    expect(within(pane).getByRole('button', { name: nextRow })).toHaveFocus();
    await user.tab({ shift: true });
    // Back to the size last focused in that row, not its first.
    expect(within(pane).getByRole('button', { name: four })).toHaveFocus();
    expect(within(pane).getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(startBooking).toHaveBeenCalledWith({ d: '2026-06-10', s: 1, p: 4 });
  });
});

describe('seats shared over the evening and larger parties', () => {
  it.each([
    ['en', 'Wednesday 10 June 2026, available', "Chef's counter · 10 seats left", 'For larger parties, please call us on +86 21 5555 0100.'],
    ['zh', '2026年6月10日 星期三, 可预订', '主厨台 · 剩10个座位', '更多人数请致电 +86 21 5555 0100。'],
  ] as const)('says the counter’s seats once, not on every time, and offers the phone as a link (%s)', async (lang, day, once, larger) => {
    const user = userEvent.setup();
    const times = ['1800', '1830', '1900', '1930'].map((timeslot, index) => slot({ timeslot, seating_id: index + 1, available: 10 }));
    const api = stubApi({ ...openDays, getSlots: async () => ({ max: 8, slots: times }) });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api, lang });
    await user.click(await screen.findByRole('button', { name: day }));
    const pane = await screen.findByRole('region');
    await within(pane).findByText(once);
    // Once on the screen, above the times; each time still describes its seats to a screen reader.
    expect([...pane.querySelectorAll('.tb-slot__left')].map((said) => said.textContent)).toEqual([once]);
    expect(within(pane).getAllByRole('group', { name: /18:30/ })[0]).toHaveAccessibleDescription(lang === 'en' ? '10 seats left' : '剩10个座位');
    expect(within(pane).getByText((_text, element) => element?.tagName === 'P' && element.textContent === larger)).toBeInTheDocument();
    expect(within(pane).getByRole('link', { name: '+86 21 5555 0100' })).toHaveAttribute('href', 'tel:+862155550100');
    // Eight sizes go in two even rows where a row cannot hold them all.
    const sizes = within(pane).getAllByRole('toolbar')[0]!;
    expect([sizes.className, sizes.style.getPropertyValue('--tb-sizes-half')]).toEqual(['tb-slot__sizes tb-slot__sizes--halves', '4']);
  });

  it('says the seats on each time when they differ', async () => {
    const user = userEvent.setup();
    const api = stubApi({ ...openDays, getSlots: async () => ({ max: 8, slots: [slot({ available: 10 }), slot({ timeslot: '2000', seating_id: 2, available: 6 })] }) });
    renderWidget(<BookingView onStartBooking={vi.fn()} />, { api });
    await user.click(await screen.findByRole('button', { name: 'Wednesday 10 June 2026, available' }));
    const pane = await screen.findByRole('region');
    await within(pane).findByText('6 seats left');
    expect(within(pane).getByText('10 seats left')).toHaveClass('tb-slot__left');
    expect(pane).not.toHaveTextContent("Chef's counter ·");
  });
});
