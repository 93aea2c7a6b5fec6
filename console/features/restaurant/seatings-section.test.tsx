import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import type { RouteName } from '../../../api-client/contract/endpoints.ts';
import { ResourceCache } from '../../../api-client/resources/resource-cache.ts';
import { ConsoleData } from '../../app/console-data.tsx';
import { StaffApiError, type StaffApi, type StaffCallInput } from '../../app/staff-api.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { SeatingsSection } from './seatings-section.tsx';

const owner: StaffMe = { member: { id: 1, email: 'owner@restaurant.cn', name: 'Lin', role: 'owner', created_at: '2026-01-01T00:00:00Z' }, role: 'owner', xsrf: 'x' };

const evening = { date: '2026-12-11', area: 'counter', guests: 6, seats: 4, over: 2 };
const party = { code: 'K7Q2M9XP4T8WZ3RB', time: '19:00', area: 'counter', pax: 6, status: 'pending' as const, guest: '王磊', contact: '+86 139 0000 4444' };

/** Four seats leave an evening of 6 guests 2 over: refused with its booking, taken when kept. */
function areaSeats(body: { seats: string; keep?: boolean }) {
  if (!body.keep) {
    throw new StaffApiError(409, 'evenings_over_seats', 'Setting the counter to 4 seats would put 1 evening over its seats: ... --keep (keep: true)', {}, undefined, [{ ...evening, bookings: [party] }]);
  }
  return { area: 'counter', seats: Number(body.seats), over: [evening] };
}

/** The seatings the section reads, changed by the adds it sends; a time already there is refused. */
function seatingsServer() {
  const seatings = [{ time: '18:00', area: 'counter' }];
  const overview = () => ({
    dining_minutes: 150,
    areas: [{ code: 'counter', name_en: "Chef's counter", name_zh: '主厨台', seats: 10, min_party: 1, notice_working_days: 0, exclusive: false }],
    seatings: structuredClone(seatings),
    evenings: [],
    closed: [],
  });
  const send = vi.fn(async (name: RouteName, input: StaffCallInput = {}) => {
    if (name === 'admin_area_seats') return areaSeats(input.body as { seats: string; keep?: boolean });
    const { time } = input.body as { time: string };
    if (name !== 'admin_add_seating' || seatings.some((seating) => seating.time === time)) throw new StaffApiError(422, 'validation_failed', `There is a seating at ${time} already.`);
    seatings.push({ time, area: 'counter' });
    return { time, area: 'counter', active: true };
  });
  const api: StaffApi = { get: async <T,>() => overview() as T, send: send as StaffApi['send'], signedIn: () => undefined };
  return { api, send };
}

describe('adding a seating', () => {
  it('empties the time once the seating is added, and keeps what was typed when it is refused', async () => {
    const { api, send } = seatingsServer();
    render(
      <I18nextProvider i18n={createConsoleI18n('en')}>
        <ConsoleData cache={new ResourceCache()} live={false}>
          <SeatingsSection api={api} me={owner} />
        </ConsoleData>
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    const time = await screen.findByLabelText('New seating time');
    fireEvent.change(time, { target: { value: '20:30' } });
    await user.click(screen.getByRole('button', { name: 'Add the seating' }));
    expect(send).toHaveBeenCalledWith('admin_add_seating', { body: { time: '20:30', area: 'counter' } });
    await vi.waitFor(() => expect(screen.getByLabelText('New seating time')).toHaveValue(''));

    fireEvent.change(screen.getByLabelText('New seating time'), { target: { value: '18:00' } });
    await user.click(screen.getByRole('button', { name: 'Add the seating' }));
    expect(await screen.findByText(/There is a seating at 18:00 already|already/)).toBeInTheDocument();
    expect(screen.getByLabelText('New seating time')).toHaveValue('18:00');
  });
});

describe.each([
  {
    lang: 'en' as const,
    seats: "Seats at the Chef's counter",
    save: "Save Seats at the Chef's counter",
    refusal: /more guests booked than seats on the evenings below\. Nothing was changed/,
    over: "2026-12-11, Chef's counter: 6 guests on 4 seats (2 too many)",
    booking: '19:00 · 6 guests · 王磊 · +86 139 0000 4444 · K7Q2M9XP4T8WZ3RB (confirmed)',
    keep: 'Keep these bookings although their evening has fewer seats',
    saved: 'Saved. These evenings now have more guests booked than seats:',
  },
  {
    lang: 'zh' as const,
    seats: '主厨台的座位数',
    save: '保存 主厨台的座位数',
    refusal: /已订客人多于座位，未作任何更改/,
    over: '2026-12-11，主厨台：6位客人，4个座位（超出2位）',
    booking: '19:00 · 6位 · 王磊 · +86 139 0000 4444 · K7Q2M9XP4T8WZ3RB (已确认)',
    keep: '即使座位不足，仍保留这些预订',
    saved: '已保存。以下晚间的已订客人现多于座位：',
  },
])('fewer seats than an evening\'s guests ($lang)', (words) => {
  it('lists the evening and its booking in the console\'s words, and saves with the box ticked, saying how far over', async () => {
    const { api, send } = seatingsServer();
    render(
      <I18nextProvider i18n={createConsoleI18n(words.lang)}>
        <ConsoleData cache={new ResourceCache()} live={false}>
          <SeatingsSection api={api} me={owner} />
        </ConsoleData>
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    const seats = await screen.findByLabelText(words.seats);
    fireEvent.change(seats, { target: { value: '4' } });
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.refusal)).toBeInTheDocument();
    expect(screen.queryByText(/--keep|keep: true/)).not.toBeInTheDocument();
    expect(screen.getByText(words.over)).toBeInTheDocument();
    expect(screen.getByText(words.booking)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: words.keep }));
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(send).toHaveBeenLastCalledWith('admin_area_seats', { params: { code: 'counter' }, body: { seats: '4', keep: true } });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(words.saved);
    expect(status).toHaveTextContent(words.over);
    expect(screen.queryByText(words.booking)).not.toBeInTheDocument();
  });
});
