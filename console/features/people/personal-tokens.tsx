import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonalTokenView, StaffMemberView } from '../../../api-client/contract/staff-accounts.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { usePeopleAction } from './use-people-action.ts';

const when = (iso: string) => shanghaiWallClock(new Date(iso)).slice(0, 16).replace('T', ' ');

/** The live tokens, each with what it may do and until when, and when it was last used. */
function TokenList({ tokens, busy, onRevoke }: { tokens: PersonalTokenView[] | undefined; busy: boolean; onRevoke: (id: number) => void }) {
  const { t } = useTranslation();
  const terms = (token: PersonalTokenView) =>
    t('people.token_terms', {
      scope: token.scope === 'read' ? t('people.token_read_only') : t('people.token_full'),
      expiry: token.expires_at ? t('people.token_expires', { when: when(token.expires_at) }) : t('people.token_no_expiry'),
    });
  return (
    <>
      {tokens?.length === 0 && <p>{t('people.no_tokens')}</p>}
      <ul className="people-list">
        {tokens?.map((token) => (
          <li key={token.id}>
            <span>#{token.id}</span> <span>{token.label}</span> <span>{token.email}</span> <span>{terms(token)}</span>
            <span className="muted">{token.last_used_at ? t('people.last_used', { when: when(token.last_used_at) }) : t('people.never_used')}</span>
            <button type="button" disabled={busy} aria-label={t('people.token_revoke', { label: token.label })} onClick={() => onRevoke(token.id)}>
              ✕
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A new token: its label, whose it is, what it may do and for how many days (none: until revoked). */
function NewTokenForm({ members, busy, onCreate }: { members: StaffMemberView[] | undefined; busy: boolean; onCreate: (body: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const days = String(form.get('days') ?? '').trim();
    onCreate({ label: form.get('label'), email: form.get('for'), scope: form.get('scope'), ...(days ? { expires_in_days: Number(days) } : {}) });
  };
  return (
    <form className="people-add" onSubmit={create}>
      <label>
        {t('people.token_label')}
        <input name="label" required maxLength={80} />
      </label>
      <label>
        {t('people.token_for')}
        <select name="for">
          {members?.map((member) => (
            <option key={member.id} value={member.email}>
              {member.email}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('people.token_scope')}
        <select name="scope" defaultValue="full">
          <option value="full">{t('people.scope_full')}</option>
          <option value="read">{t('people.scope_read')}</option>
        </select>
      </label>
      <label>
        {t('people.token_days')}
        <input name="days" type="number" inputMode="numeric" min={1} max={366} step={1} aria-describedby={hintId} />
      </label>
      <p id={hintId} className="muted hint">
        {t('people.token_days_hint')}
      </p>
      <button type="submit" className="primary" disabled={busy}>
        {t('people.token_create')}
      </button>
    </form>
  );
}

/** The live personal API tokens, each with what it may do and until when; an owner makes and revokes them. */
export function PersonalTokens({ api, members }: { api: StaffApi; members: StaffMemberView[] | undefined }) {
  const { t } = useTranslation();
  const tokens = useStaffResource(staffResources.tokens(api));
  const { busy, error, act } = usePeopleAction();
  const [made, setMade] = useState<string>();
  return (
    <>
      <h2>{t('people.tokens')}</h2>
      <ErrorText error={error ?? tokens.error} />
      {made && (
        <p role="status" className="token-once">
          {t('people.token_shown_once', { token: made })}
        </p>
      )}
      <TokenList tokens={tokens.data} busy={busy} onRevoke={(id) => void act(() => api.send('staff_revoke_token', { params: { id } }))} />
      <NewTokenForm members={members} busy={busy} onCreate={(body) => void act(async () => setMade((await api.send<{ token: string }>('staff_create_token', { body })).token))} />
    </>
  );
}
