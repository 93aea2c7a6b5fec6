import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { ResourceCache } from '../../../api-client/resources/resource-cache.ts';
import { ConsoleData } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { BookScreen } from './book-screen.tsx';

const host: StaffMe = { member: { id: 2, email: 'host@restaurant.cn', name: 'Mei', role: 'host', created_at: '2026-01-01T00:00:00Z' }, role: 'host', xsrf: 'x' };
const entry = (code: string, last: string, pax: number, status: string, arrived = false) => ({
  id: pax, date: '2026-12-11', code, timeslot: '19:00', area: 'counter', pax, status, arrived, expired: false,
  first_name: 'Lin', last_name: last, country: '86', phone: '13800000000', email: null, notes: '', food: '', occasion: '',
});
const day = [entry('K7QM24XA9PZE1BC3', 'Zhao', 4, 'pending'), entry('K7QM24XA9PZE1BC4', 'Wang', 2, 'pending', true), entry('K7QM24XA9PZE1BC5', 'Li', 6, 'cancelled')];
const api: StaffApi = { get: async <T,>() => day as T, send: async <T,>() => ({}) as T, signedIn: () => undefined };

describe.each([
  { lang: 'en' as const, show: 'Show', cancelled: 'Cancelled', booked: 'Listed: 2 bookings, 6 covers', onlyCancelled: 'Listed: 1 booking, 6 covers' },
  { lang: 'zh' as const, show: '显示', cancelled: '已取消', booked: '共列出 2 个预订，6 位客人', onlyCancelled: '共列出 1 个预订，6 位客人' },
])('the Book ($lang)', (words) => {
  it('lists what is booked with its covers, and cancelled bookings only when asked for', async () => {
    render(
      <I18nextProvider i18n={createConsoleI18n(words.lang)}>
        <ConsoleData cache={new ResourceCache()} live={false}>
          <BookScreen api={api} me={host} />
        </ConsoleData>
      </I18nextProvider>,
    );
    expect(await screen.findByText(words.booked)).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('button').map((row) => row.textContent)).toEqual([expect.stringContaining('Zhao'), expect.stringContaining('Wang')]);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: words.show }), words.cancelled);
    expect(await screen.findByText(words.onlyCancelled)).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('button').map((row) => row.textContent)).toEqual([expect.stringContaining('Li')]);
  });
});
