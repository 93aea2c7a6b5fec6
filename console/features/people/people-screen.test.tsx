import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { PasskeyView, PersonalTokenView, StaffMe, StaffMemberView } from '../../../api-client/contract/staff-accounts.ts';
import { endpoints, type RouteName } from '../../../api-client/contract/endpoints.ts';
import { routeUrl } from '../../../api-client/route-call.ts';
import { ResourceCache } from '../../../api-client/resources/resource-cache.ts';
import type { Lang } from '../../../widget/i18n/index.ts';
import { ConsoleData } from '../../app/console-data.tsx';
import { StaffApiError, type StaffApi, type StaffCallInput } from '../../app/staff-api.ts';
import { createConsoleI18n } from '../../i18n/console-i18n.ts';
import { PeopleScreen } from './people-screen.tsx';

const members: StaffMemberView[] = [
  { id: 1, email: 'owner@restaurant.cn', name: 'Lin', role: 'owner', created_at: '2026-01-01T00:00:00Z' },
  { id: 2, email: 'host@restaurant.cn', name: '小王', role: 'host', created_at: '2026-03-01T00:00:00Z' },
];
const owner: StaffMe = { member: members[0]!, role: 'owner', xsrf: 'x' };

/**
 * A server of the people screen's calls, kept in memory: the members, their passkeys and the
 * tokens, changed by the writes the screen sends, so what the screen shows after is what it read.
 */
function peopleServer() {
  const passkeys: Record<string, PasskeyView[]> = {
    'host@restaurant.cn': [
      { id: 'pk-phone', label: 'Wang’s phone', created_at: '2026-05-01T02:00:00Z', last_used_at: '2026-06-02T10:30:00Z' },
      { id: 'pk-ipad', label: 'Counter iPad', created_at: '2026-05-02T02:00:00Z', last_used_at: null },
    ],
  };
  const tokens: PersonalTokenView[] = [];
  const answers: Partial<Record<string, () => unknown>> = {
    '/api/staff/members': () => members,
    '/api/staff/tokens': () => tokens,
    ...Object.fromEntries(members.map((member) => [routeUrl(endpoints.staff_member_passkeys, { params: { email: member.email } }), () => passkeys[member.email] ?? []])),
  };
  const send = vi.fn(async (name: RouteName, input: StaffCallInput = {}) => {
    if (name === 'staff_member_passkey_remove') {
      const { email, id } = input.params as { email: string; id: string };
      passkeys[email] = (passkeys[email] ?? []).filter((passkey) => passkey.id !== id);
      return { removed: id };
    }
    if (name === 'staff_create_token') {
      const body = input.body as { label: string; email: string; scope: 'full' | 'read'; expires_in_days?: number };
      const expires = body.expires_in_days ? new Date(Date.parse('2026-06-03T02:00:00Z') + body.expires_in_days * 86_400_000).toISOString() : null;
      const token = { id: tokens.length + 1, label: body.label, email: body.email, scope: body.scope, created_at: '2026-06-03T02:00:00Z', expires_at: expires, last_used_at: null };
      tokens.push(token);
      return { ...token, token: `tbp_secret${token.id}` };
    }
    throw new StaffApiError(404, 'not_found', `no ${name} here`);
  });
  const api: StaffApi = {
    get: async <T,>(name: RouteName, input?: StaffCallInput) => {
      const answer = answers[routeUrl(endpoints[name], { params: input?.params })];
      if (!answer) throw new StaffApiError(404, 'not_found', `no ${name} here`);
      return structuredClone(answer()) as T;
    },
    send: send as StaffApi['send'],
    signedIn: () => undefined,
  };
  return { api, send };
}

function renderPeople(lang: Lang, api: StaffApi) {
  render(
    <I18nextProvider i18n={createConsoleI18n(lang)}>
      <ConsoleData cache={new ResourceCache()} live={false}>
        <PeopleScreen api={api} me={owner} />
      </ConsoleData>
    </I18nextProvider>,
  );
}

describe('an owner on the people screen', () => {
  it("opens a member's passkeys and removes one, by keyboard alone", async () => {
    const { api, send } = peopleServer();
    renderPeople('en', api);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Passkeys of host@restaurant.cn' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Passkeys of host@restaurant.cn' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Wang’s phone.*added 2026-05-01 10:00.*last used 2026-06-02 18:30/),
      expect.stringMatching(/Counter iPad.*added 2026-05-02 10:00.*never used/),
    ]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove passkey Wang’s phone of host@restaurant.cn' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith('staff_member_passkey_remove', { params: { email: 'host@restaurant.cn', id: 'pk-phone' } });
    expect(await screen.findByText('Passkey “Wang’s phone” of host@restaurant.cn removed; it no longer signs in.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Counter iPad')).toBeInTheDocument();

    // A member without passkeys says so.
    await user.click(screen.getByRole('button', { name: 'Passkeys of owner@restaurant.cn' }));
    expect(await screen.findByText('owner@restaurant.cn has no passkeys.')).toBeInTheDocument();
  });

  it('makes a read-only token that stops working after 30 days, and one without terms; the list shows the terms', async () => {
    const { api, send } = peopleServer();
    renderPeople('en', api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('What the token is for'), 'Accountant export');
    await user.selectOptions(screen.getByLabelText('For'), 'host@restaurant.cn');
    await user.selectOptions(screen.getByLabelText('What it may do'), 'Read only');
    const days = screen.getByLabelText('Stops working after (days)');
    expect(days).toHaveAccessibleDescription('Leave empty to keep it until it is revoked; at most 366.');
    await user.type(days, '30');
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenLastCalledWith('staff_create_token', { body: { label: 'Accountant export', email: 'host@restaurant.cn', scope: 'read', expires_in_days: 30 } });
    expect(await screen.findByText(/Copy it now; it is not shown again: tbp_secret1/)).toBeInTheDocument();
    const first = await screen.findByText('Accountant export');
    expect(first.closest('li')).toHaveTextContent(/read only, stops working 2026-07-03 10:00/);

    await user.clear(screen.getByLabelText('What the token is for'));
    await user.type(screen.getByLabelText('What the token is for'), 'Till');
    await user.selectOptions(screen.getByLabelText('What it may do'), 'Everything its member’s role allows');
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(send).toHaveBeenLastCalledWith('staff_create_token', { body: { label: 'Till', email: 'host@restaurant.cn', scope: 'full' } });
    expect((await screen.findByText('Till')).closest('li')).toHaveTextContent(/full access, until revoked/);
    expect(screen.getByRole('button', { name: 'Revoke token Till' })).toBeInTheDocument();
  });

  it('reads the same in Chinese', async () => {
    const { api } = peopleServer();
    renderPeople('zh', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'host@restaurant.cn 的通行密钥' }));
    expect(await screen.findByRole('button', { name: '移除 host@restaurant.cn 的通行密钥 Counter iPad' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('令牌用途'), '会计导出');
    await user.selectOptions(screen.getByLabelText('权限'), '只读');
    await user.type(screen.getByLabelText('有效天数'), '7');
    await user.click(screen.getByRole('button', { name: '创建令牌' }));
    expect((await screen.findByText('会计导出')).closest('li')).toHaveTextContent('只读，2026-06-10 10:00 失效');
  });
});
