import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMemberView } from '../../../api-client/contract/staff-accounts.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { usePeopleAction } from './use-people-action.ts';

const when = (iso: string) => shanghaiWallClock(new Date(iso)).slice(0, 16).replace('T', ' ');

/** A member's passkeys, for an owner: shown on demand, each removable (a lost phone). */
export function MemberPasskeys({ api, member }: { api: StaffApi; member: StaffMemberView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={listId} aria-label={t('people.passkeys_of', { email: member.email })} onClick={() => setOpen(!open)}>
        {t('people.passkeys_show')}
      </button>
      <div id={listId} className="member-passkeys" hidden={!open}>
        {open && <PasskeyList api={api} email={member.email} />}
      </div>
    </>
  );
}

function PasskeyList({ api, email }: { api: StaffApi; email: string }) {
  const { t } = useTranslation();
  const passkeys = useStaffResource(staffResources.memberPasskeys(api, email));
  const { busy, error, act } = usePeopleAction();
  const [notice, setNotice] = useState('');
  const remove = async (id: string, label: string) => {
    setNotice('');
    // Said once the list is read again, so the passkey is gone from it when the removal is announced.
    if (await act(() => api.send('staff_member_passkey_remove', { params: { email, id } }))) setNotice(t('people.passkey_removed', { label, email }));
  };
  return (
    <>
      <p role="status">{notice}</p>
      <ErrorText error={error ?? passkeys.error} />
      {!passkeys.data ? (
        !passkeys.error && <p role="status">{t('loading')}</p>
      ) : passkeys.data.length === 0 ? (
        <p>{t('people.passkeys_none', { email })}</p>
      ) : (
        <ul className="people-list" aria-label={t('people.passkeys_of', { email })}>
          {passkeys.data.map((passkey) => {
            const label = passkey.label || t('passkeys.unnamed');
            return (
              <li key={passkey.id}>
                <span>{label}</span>
                <span className="muted">{t('passkeys.made', { when: when(passkey.created_at) })}</span>
                <span className="muted">{passkey.last_used_at ? t('people.last_used', { when: when(passkey.last_used_at) }) : t('people.never_used')}</span>
                <button type="button" disabled={busy} onClick={() => void remove(passkey.id, label)}>
                  {t('people.passkey_remove', { label, email })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
