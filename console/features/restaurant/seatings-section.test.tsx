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
