import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe, StaffRoleName } from '../../../api-client/contract/staff-accounts.ts';
import { StaffApiError, type StaffApi } from '../../app/staff-api.ts';
import { staffResources, useInvalidate, useStaffResource } from '../../app/console-data.tsx';
import { ErrorText } from '../../shared/error-text.tsx';

const ROLES: StaffRoleName[] = ['host', 'manager', 'owner'];

/** The restaurant's people and their personal API tokens (owners). */
export function PeopleScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const members = useStaffResource(staffResources.members(api));
  const tokens = useStaffResource(staffResources.tokens(api));
  const invalidate = useInvalidate();
  const [error, setError] = useState<StaffApiError>();
  const [made, setMade] = useState<string>();
  const act = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      await invalidate('people/');
    } catch (problem) {
      setError(problem as StaffApiError);
    }
  };
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(() => api.send('staff_add_member', { body: { email: form.get('email'), name: form.get('name'), role: form.get('role') } }));
  };
  const createToken = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(async () => setMade((await api.send<{ token: string }>('staff_create_token', { body: { label: form.get('label'), email: form.get('for') } })).token));
  };
  return (
    <section aria-labelledby="people-heading">
      <h1 id="people-heading">{t('people.heading')}</h1>
      <ErrorText error={error ?? members.error} />
      {!members.data && !members.error && <p role="status">{t('loading')}</p>}
      <ul className="people-list">
        {members.data?.map((member) => (
          <li key={member.id}>
            <span>{member.email}</span> <span>{member.name}</span> <span>{t(`roles.${member.role}`)}</span>
            <button type="button" aria-label={t('people.remove', { email: member.email })} onClick={() => void act(() => api.send('staff_remove_member', { params: { email: member.email } }))}>
              ✕
            </button>
          </li>
        ))}
      </ul>
      <form className="people-add" onSubmit={add}>
        <h2>{t('people.add')}</h2>
        <label>
          {t('people.email')}
          <input name="email" type="email" required />
        </label>
        <label>
          {t('people.name')}
          <input name="name" maxLength={100} />
        </label>
        <label>
          {t('people.role')}
          <select name="role" defaultValue="host">
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary">
          {t('people.add_submit')}
        </button>
      </form>
      <h2>{t('people.tokens')}</h2>
      {made && (
        <p role="status" className="token-once">
          {t('people.token_shown_once', { token: made })}
        </p>
      )}
      {tokens.data?.length === 0 && <p>{t('people.no_tokens')}</p>}
      <ul className="people-list">
        {tokens.data?.map((token) => (
          <li key={token.id}>
            <span>#{token.id}</span> <span>{token.label}</span> <span>{token.email}</span>
            <span>{token.last_used_at ? t('people.last_used', { when: token.last_used_at.slice(0, 16).replace('T', ' ') }) : t('people.never_used')}</span>
            <button type="button" aria-label={t('people.token_revoke', { label: token.label })} onClick={() => void act(() => api.send('staff_revoke_token', { params: { id: token.id } }))}>
              ✕
            </button>
          </li>
        ))}
      </ul>
      <form className="people-add" onSubmit={createToken}>
        <label>
          {t('people.token_label')}
          <input name="label" required maxLength={80} />
        </label>
        <label>
          {t('people.token_for')}
          <select name="for">
            {members.data?.map((member) => (
              <option key={member.id} value={member.email}>
                {member.email}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary">
          {t('people.token_create')}
        </button>
      </form>
    </section>
  );
}
