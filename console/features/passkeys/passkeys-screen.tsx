import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyView, StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import { staffResources, useInvalidate, useStaffResource } from '../../app/console-data.tsx';
import { addPasskey, passkeysSupported } from '../../app/passkeys.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useStaffAction } from '../../shared/use-action.ts';

/** Runs one change to the member's passkeys: busy meanwhile, its notice or its error after. */
function usePasskeyAction() {
  const invalidate = useInvalidate();
  const { busy, error, run } = useStaffAction(useCallback(() => invalidate('passkeys'), [invalidate]));
  const [notice, setNotice] = useState('');
  /** True when the change was made. */
  const act = async (work: () => Promise<string>): Promise<boolean> => {
    setNotice('');
    const said = await run(work);
    if (said !== undefined) setNotice(said);
    return said !== undefined;
  };
  return { busy, error, notice, act };
}

const when = (iso: string) => shanghaiWallClock(new Date(iso));

function PasskeyList({ passkeys, busy, onRemove }: { passkeys: PasskeyView[]; busy: boolean; onRemove: (passkey: PasskeyView) => void }) {
  const { t } = useTranslation();
  if (passkeys.length === 0) return <p>{t('passkeys.none')}</p>;
  return (
    <ul className="people-list">
      {passkeys.map((passkey) => (
        <li key={passkey.id}>
          <span>{passkey.label || t('passkeys.unnamed')}</span>
          <span className="muted">{t('passkeys.made', { when: when(passkey.created_at) })}</span>
          <span className="muted">{passkey.last_used_at ? t('people.last_used', { when: when(passkey.last_used_at) }) : t('people.never_used')}</span>
          <button type="button" disabled={busy} onClick={() => onRemove(passkey)}>
            {t('passkeys.remove', { label: passkey.label || t('passkeys.unnamed') })}
          </button>
        </li>
      ))}
    </ul>
  );
}

function AddPasskeyForm({ busy, onAdd }: { busy: boolean; onAdd: (label: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  if (!passkeysSupported()) return <p>{t('passkeys.unsupported')}</p>;
  const add = (event: FormEvent) => {
    event.preventDefault();
    void onAdd(label.trim()).then((added) => added && setLabel(''));
  };
  return (
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
  );
}

/** The signed-in member's own passkeys: add one on this device, remove one that is lost. */
export function PasskeysScreen({ api }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const passkeys = useStaffResource(staffResources.passkeys(api));
  const { busy, error, notice, act } = usePasskeyAction();
  const name = (label: string) => label || t('passkeys.unnamed');
  const remove = (passkey: PasskeyView) =>
    void act(async () => {
      await api.send('staff_passkey_remove', { params: { id: passkey.id } });
      return t('passkeys.removed', { label: name(passkey.label) });
    });
  const add = (label: string) => act(async () => t('passkeys.added', { label: name((await addPasskey(api, label)).label) }));
  return (
    <section aria-labelledby="passkeys-heading">
      <h1 id="passkeys-heading">{t('passkeys.heading')}</h1>
      <p>{t('passkeys.intro')}</p>
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorText error={error ?? passkeys.error} />
      {passkeys.data ? <PasskeyList passkeys={passkeys.data} busy={busy} onRemove={remove} /> : !passkeys.error && <p role="status">{t('loading')}</p>}
      <AddPasskeyForm busy={busy} onAdd={add} />
    </section>
  );
}
