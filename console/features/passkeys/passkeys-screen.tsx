import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import { staffResources, useInvalidate, useStaffResource } from '../../app/console-data.tsx';
import { addPasskey, passkeysSupported } from '../../app/passkeys.ts';
import type { StaffApi, StaffApiError } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { asStaffError } from '../../shared/use-action.ts';

/** The signed-in member's own passkeys: add one on this device, remove one that is lost. */
export function PasskeysScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const passkeys = useStaffResource(staffResources.passkeys(api));
  const invalidate = useInvalidate();
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const [notice, setNotice] = useState('');
  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    setNotice('');
    try {
      setNotice(await work());
      await invalidate('passkeys');
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      const made = await addPasskey(api, label.trim());
      setLabel('');
      return t('passkeys.added', { label: made.label || t('passkeys.unnamed') });
    });
  };
  const when = (iso: string) => shanghaiWallClock(new Date(iso));
  return (
    <section aria-labelledby="passkeys-heading">
      <h1 id="passkeys-heading">{t('passkeys.heading')}</h1>
      <p>{t('passkeys.intro')}</p>
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorText error={error ?? passkeys.error} />
      {!passkeys.data ? (
        !passkeys.error && <p role="status">{t('loading')}</p>
      ) : passkeys.data.length === 0 ? (
        <p>{t('passkeys.none')}</p>
      ) : (
        <ul className="people-list">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id}>
              <span>{passkey.label || t('passkeys.unnamed')}</span>
              <span className="muted">{t('passkeys.made', { when: when(passkey.created_at) })}</span>
              <span className="muted">{passkey.last_used_at ? t('people.last_used', { when: when(passkey.last_used_at) }) : t('people.never_used')}</span>
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    await api.send('staff_passkey_remove', { params: { id: passkey.id } });
                    return t('passkeys.removed', { label: passkey.label || t('passkeys.unnamed') });
                  })
                }
              >
                {t('passkeys.remove', { label: passkey.label || t('passkeys.unnamed') })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <form className="people-add" onSubmit={add}>
          <h2>{t('passkeys.add')}</h2>
          <label>
            {t('passkeys.label')}
            <input value={label} maxLength={80} onChange={(event) => setLabel(event.target.value)} />
          </label>
          <button type="submit" className="primary" disabled={busy}>
            {t('passkeys.add_submit')}
          </button>
        </form>
      ) : (
        <p>{t('passkeys.unsupported')}</p>
      )}
    </section>
  );
}
