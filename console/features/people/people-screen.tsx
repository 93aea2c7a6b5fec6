import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe, StaffRoleName } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { may } from '../../app/permissions.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { MemberPasskeys } from './member-passkeys.tsx';
import { PersonalTokens } from './personal-tokens.tsx';
import { usePeopleAction } from './use-people-action.ts';

const ROLES: StaffRoleName[] = ['host', 'manager', 'owner'];

/** The restaurant's people, their passkeys and their personal API tokens (owners). */
export function PeopleScreen({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const members = useStaffResource(staffResources.members(api));
  const { error, act } = usePeopleAction();
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void act(() => api.send('staff_add_member', { body: { email: form.get('email'), name: form.get('name'), role: form.get('role') } }));
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
            {may(me.role, 'staff_member_passkeys') && <MemberPasskeys api={api} member={member} />}
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
      <PersonalTokens api={api} members={members.data} />
    </section>
  );
}
