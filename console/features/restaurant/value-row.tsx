import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asStaffError } from '../../shared/use-action.ts';
import type { StaffApiError } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import type { EveningKeptOver } from '../../../api-client/contract/common.ts';
import { KeepOverChoice, SavedOver } from './over-seats-list.tsx';

/** The value's label in the console's words, and beneath it the key the command line uses. */
function ValueName({ id, name, keyId, settingKey }: { id: string; name: string; keyId?: string; settingKey?: string }) {
  return (
    <span className="value-name">
      <label htmlFor={id}>{name}</label>
      {keyId && (
        <code id={keyId} className="muted">
          {settingKey}
        </code>
      )}
    </span>
  );
}

/**
 * One named value the restaurant keeps (a setting, a detail of its identity, a text): shown, and
 * for a role that may change it, edited in place and saved alone, with the server's refusal beside it.
 */
export function ValueRow({
  id,
  name,
  settingKey,
  value,
  editable,
  multiline = false,
  nameArea,
  save,
}: {
  id: string;
  name: string;
  /** The name the command line and the API use for it, shown beside the label. */
  settingKey?: string;
  value: string;
  editable: boolean;
  multiline?: boolean;
  nameArea?(code: string): string;
  /** `keep`: staff ticked to keep the bookings of evenings the value would put over their seats. */
  save(value: string, keep: boolean): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<EveningKeptOver[] | null>(null);
  const [error, setError] = useState<StaffApiError>();
  const [keep, setKeep] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(null);
    setError(undefined);
    try {
      const answer = (await save(draft, keep)) as { over?: EveningKeptOver[] } | undefined;
      setSaved(answer?.over ?? []);
      setKeep(false);
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  const keyId = settingKey ? `${id}-key` : undefined;
  const field = { id, value: draft, readOnly: !editable, 'aria-describedby': keyId, onChange: (event: { target: { value: string } }) => setDraft(event.target.value) };
  return (
    <form className="value-row" onSubmit={(event) => void submit(event)}>
      <ValueName id={id} name={name} keyId={keyId} settingKey={settingKey} />
      {multiline ? <textarea rows={3} maxLength={4000} {...field} /> : <input maxLength={2000} {...field} />}
      {editable && (
        <button type="submit" disabled={busy} aria-label={t('restaurant.save_named', { name })}>
          {t('restaurant.save')}
        </button>
      )}
      <ErrorText error={error} />
      {(error?.evenings.length ?? 0) > 0 && <KeepOverChoice evenings={error!.evenings} keep={keep} onKeep={setKeep} nameArea={nameArea} />}
      {saved && <SavedOver evenings={saved} nameArea={nameArea} />}
    </form>
  );
}
