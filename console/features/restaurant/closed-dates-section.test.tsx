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
import { ClosedDatesSection } from './closed-dates-section.tsx';

const owner: StaffMe = { member: { id: 1, email: 'owner@restaurant.cn', name: 'Lin', role: 'owner', created_at: '2026-01-01T00:00:00Z' }, role: 'owner', xsrf: 'x' };
const held = { code: 'K7Q2M9XP4T8WZ3RB', time: '19:00', area: 'counter', pax: 2, status: 'hold' as const, guest: '王磊', contact: '+86 139 0000 4444' };

/** A date with one held booking: closing is refused with it unless kept. */
function closingServer() {
  const send = vi.fn(async (_name: RouteName, input: StaffCallInput = {}) => {
    const body = input.body as { date: string; keep: boolean };
    if (!body.keep) {
      throw new StaffApiError(409, 'evening_has_bookings', 'Closing 2026-12-11 would leave 1 booking on a closed evening: ... close with --keep (keep: true)', {}, undefined, [], [held]);
    }
    return { date: body.date, closed: true, kept: [held.code] };
  });
  const api: StaffApi = { get: async <T,>() => [] as T, send: send as StaffApi['send'], signedIn: () => undefined };
  return { api, send };
}

describe.each([
  {
    lang: 'en' as const,
    date: 'Date to close',
    submit: 'Close the date',
    keep: 'Bookings on that date keep their places',
    refusal: /Bookings remain on that date\. Nothing was changed/,
    booking: '19:00 · 2 guests · 王磊 · +86 139 0000 4444 · K7Q2M9XP4T8WZ3RB (held, not yet paid)',
  },
  {
    lang: 'zh' as const,
    date: '要休息的日期',
    submit: '设为休息日',
    keep: '当日已有的预订保留',
    refusal: /该日仍有预订，未作任何更改/,
    booking: '19:00 · 2位 · 王磊 · +86 139 0000 4444 · K7Q2M9XP4T8WZ3RB (保留中，未付订金)',
  },
])('closing a date that holds bookings ($lang)', (words) => {
  it('says so in the console\'s words with the bookings, never the command line\'s, and closes with the box ticked', async () => {
    const { api, send } = closingServer();
    render(
      <I18nextProvider i18n={createConsoleI18n(words.lang)}>
        <ConsoleData cache={new ResourceCache()} live={false}>
          <ClosedDatesSection api={api} me={owner} />
        </ConsoleData>
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText(words.date), { target: { value: '2026-12-11' } });
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.refusal)).toBeInTheDocument();
    expect(screen.getByText(words.booking)).toBeInTheDocument();
    expect(screen.queryByText(/--keep|keep: true/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: words.keep }));
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(send).toHaveBeenLastCalledWith('admin_close_date', { body: { date: '2026-12-11', note: '', keep: true } });
    await vi.waitFor(() => expect(screen.queryByText(words.booking)).not.toBeInTheDocument());
  });
});
