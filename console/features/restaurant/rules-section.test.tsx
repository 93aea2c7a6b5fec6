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
import { RulesSection } from './identity-and-rules.tsx';

const owner: StaffMe = { member: { id: 1, email: 'owner@restaurant.cn', name: 'Lin', role: 'owner', created_at: '2026-01-01T00:00:00Z' }, role: 'owner', xsrf: 'x' };
const evening = { date: '2026-12-11', area: 'counter', guests: 22, seats: 12, over: 10 };
const party = { code: 'K7Q2M9XP4T8WZ3RB', time: '20:30', area: 'counter', pax: 4, status: 'hold' as const, guest: 'Anna Schmidt', contact: 'anna@example.com' };

/** Dinners of 180 minutes overlap past the counter's 12 seats: refused with the evening, taken when kept. */
function rulesServer() {
  const send = vi.fn(async (_name: RouteName, input: StaffCallInput = {}) => {
    const body = input.body as { value: string; keep?: boolean };
    if (!body.keep) throw new StaffApiError(409, 'evenings_over_seats', 'Setting dining_minutes to 180 would put 1 evening over its seats', {}, undefined, [{ ...evening, bookings: [party] }]);
    return { key: 'dining_minutes', value: Number(body.value), over: [evening] };
  });
  const overview = { dining_minutes: 150, areas: [{ code: 'counter', name_en: "Chef's counter", name_zh: '主厨台', seats: 12, min_party: 1, notice_working_days: 0, exclusive: false }], seatings: [], evenings: [], closed: [] };
  const api: StaffApi = { get: async <T,>() => overview as T, send: send as StaffApi['send'], signedIn: () => undefined };
  return { api, send };
}

describe.each([
  { lang: 'en' as const, over: "2026-12-11, Chef's counter: 22 guests on 12 seats (10 too many)", booking: '20:30 · 4 guests · Anna Schmidt · anna@example.com · K7Q2M9XP4T8WZ3RB (held, not yet paid)', keep: 'Keep these bookings although their evening has fewer seats', field: 'Length of a dinner (minutes)', save: 'Save Length of a dinner (minutes)' },
  { lang: 'zh' as const, over: '2026-12-11，主厨台：22位客人，12个座位（超出10位）', booking: '20:30 · 4位 · Anna Schmidt · anna@example.com · K7Q2M9XP4T8WZ3RB (保留中，未付订金)', keep: '即使座位不足，仍保留这些预订', field: '每场用餐时长（分钟）', save: '保存 每场用餐时长（分钟）' },
])('a longer dinner that overfills an evening ($lang)', (words) => {
  it('names the evening by its area and lists the booking, then saves with the box ticked', async () => {
    const { api, send } = rulesServer();
    render(
      <I18nextProvider i18n={createConsoleI18n(words.lang)}>
        <ConsoleData cache={new ResourceCache()} live={false}>
          <RulesSection api={api} me={owner} rules={[['dining_minutes', 150]]} reload={() => undefined} />
        </ConsoleData>
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: words.field });
    expect(field).toHaveAccessibleDescription('dining_minutes');
    fireEvent.change(field, { target: { value: '180' } });
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.over)).toBeInTheDocument();
    expect(screen.getByText(words.booking)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: words.keep }));
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(send).toHaveBeenLastCalledWith('admin_change_setting', { params: { key: 'dining_minutes' }, body: { value: '180', keep: true } });
    expect(await screen.findByRole('status')).toHaveTextContent(words.over);
  });
});
