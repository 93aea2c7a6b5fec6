import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntryView, StaffMe, StaffMemberView } from '../../../api-client/contract/staff-accounts.ts';
import type { RouteName } from '../../../api-client/contract/endpoints.ts';
import { ResourceCache } from '../../../api-client/resources/resource-cache.ts';
import { ConsoleData } from '../../app/console-data.tsx';
import { StaffApiError, type StaffApi, type StaffCallInput } from '../../app/staff-api.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { consoleZh } from '../../i18n/console-zh.ts';
import { AuditScreen } from './audit-screen.tsx';

const ZH_CODE_REFUSAL = consoleZh.errors.booking_code_invalid;

const members: StaffMemberView[] = [
  { id: 1, email: 'owner@restaurant.cn', name: 'Lin', role: 'owner', created_at: '2026-01-01T00:00:00Z' },
  { id: 2, email: 'manager@restaurant.cn', name: '小王', role: 'manager', created_at: '2026-03-01T00:00:00Z' },
];
const owner: StaffMe = { member: members[0]!, role: 'owner', xsrf: 'x' };
const refund: AuditEntryView = {
  id: 7,
  actor: 'manager@restaurant.cn',
  at: '2026-06-03T02:00:00.000Z',
  action: 'refund',
  booking_id: 41,
  booking_code: 'K7M2Q9XR4T8V1P3Z',
  guest: '王磊',
  before: { status: 'pending', date: '2026-06-20', time: '19:00', pax: 4, revision: 3, seating_id: 2 },
  after: { refunds: [{ amount_minor: 300_00, currency: 'USD', method: 'paypal' }] },
  note: 'Party of 4, not 6',
};
const move: AuditEntryView = {
  ...refund,
  id: 6,
  action: 'move',
  guest: 'Lin Zhao',
  booking_code: 'B4N8W2Y6C1D5F9H3',
  before: { status: 'pending', date: '2026-06-20', pax: 6, revision: 1 },
  after: { status: 'pending', date: '2026-06-21', pax: 4, revision: 2 },
  note: '',
};

const cancel: AuditEntryView = {
  ...move,
  id: 5,
  action: 'cancel',
  before: { status: 'pending', pax: 4 },
  after: { status: 'cancelled', pax: 4, deposit: 'kept' },
};

/** The audit's answers as the server narrows them, and each query the screen asked. */
function auditServer() {
  const asked = vi.fn((query: Record<string, string>) => query);
  const get = async <T,>(name: RouteName, input: StaffCallInput = {}): Promise<T> => {
    if (name === 'staff_members') return members as T;
    const query = asked((input.query ?? {}) as Record<string, string>);
    if (query.booking && !/^[0-9A-Z]+$/.test(query.booking)) throw new StaffApiError(422, 'validation_failed', 'The given data was invalid.', { booking: 'booking_code_invalid' });
    return [refund, move, cancel].filter((entry) => !query.booking || entry.booking_code === query.booking).filter((entry) => !query.actor || entry.actor === query.actor) as T;
  };
  const api: StaffApi = { get, send: vi.fn() as StaffApi['send'], signedIn: () => undefined };
  return { api, asked };
}

const shown = (lang: 'en' | 'zh', api: StaffApi) =>
  render(
    <I18nextProvider i18n={createConsoleI18n(lang)}>
      <ConsoleData cache={new ResourceCache()} live={false}>
        <AuditScreen api={api} me={owner} />
      </ConsoleData>
    </I18nextProvider>,
  );

describe('the audit, as an owner reads it', () => {
  it('says who refunded whom: the booking code, the guest and the money, never the raw record', async () => {
    const { api } = auditServer();
    shown('en', api);
    const item = (await screen.findByText('Refund')).closest('li')!;
    expect(item).toHaveTextContent('K7M2Q9XR4T8V1P3Z · 王磊 · by manager@restaurant.cn');
    expect(item).toHaveTextContent('USD 300.00 refunded (PayPal)');
    expect(item).toHaveTextContent('Party of 4, not 6');
    expect(item.textContent).not.toMatch(/booking_id|revision|\{|41/);
    expect(screen.getByText('Moved').closest('li')).toHaveTextContent('Lin Zhao · by manager@restaurant.cn');
    expect(screen.getByText('Date: 2026-06-20 → 2026-06-21 · Party: 6 → 4')).toBeInTheDocument();
    expect(screen.getByText('Cancelled').closest('li')).toHaveTextContent('Status: Expected → Cancelled · Deposit: kept by the restaurant');
  });

  it('reads in Chinese too', async () => {
    const { api } = auditServer();
    shown('zh', api);
    const item = (await screen.findByText('退款')).closest('li')!;
    expect(item).toHaveTextContent('K7M2Q9XR4T8V1P3Z · 王磊 · 操作人：manager@restaurant.cn');
    expect(item).toHaveTextContent('已退款 300.00 美元（PayPal）');
    expect(screen.getByText('日期：2026-06-20 → 2026-06-21 · 人数：6 → 4')).toBeInTheDocument();
  });

  it('narrows to a booking, a member and a day, each control named for a screen reader', async () => {
    const { api, asked } = auditServer();
    shown('en', api);
    await screen.findByText('Refund');
    const user = userEvent.setup();
    const filters = screen.getByRole('search', { name: 'Narrow the audit' });
    await user.type(within(filters).getByLabelText('Booking code'), 'b4n8w2y6c1d5f9h3');
    await within(filters).findByRole('option', { name: '小王 (manager@restaurant.cn)' });
    await user.selectOptions(within(filters).getByLabelText('Member'), 'manager@restaurant.cn');
    fireEvent.change(within(filters).getByLabelText('Day'), { target: { value: '2026-06-03' } });
    await user.click(within(filters).getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(screen.queryByText('Refund')).not.toBeInTheDocument());
    expect(screen.getByText('Moved')).toBeInTheDocument();
    expect(asked).toHaveBeenLastCalledWith({ limit: '100', booking: 'B4N8W2Y6C1D5F9H3', actor: 'manager@restaurant.cn', day: '2026-06-03' });
  });

  it('says in the console’s language why a filter was refused', async () => {
    const { api } = auditServer();
    shown('zh', api);
    await screen.findByText('退款');
    fireEvent.change(screen.getByLabelText('预订编号'), { target: { value: 'K7-!' } });
    fireEvent.submit(screen.getByRole('search', { name: '筛选操作记录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ZH_CODE_REFUSAL);
  });
});
