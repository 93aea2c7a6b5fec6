import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { asStaffError } from '../../shared/use-action.ts';
import type { StaffApiError } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';

/**
 * One named value the restaurant keeps (a setting, a detail of its identity, a text): shown, and
 * for a role that may change it, edited in place and saved alone, with the server's refusal beside it.
 */
export function ValueRow({
  id,
  name,
  value,
  editable,
  multiline = false,
  save,
}: {
  id: string;
  name: string;
  value: string;
  editable: boolean;
  multiline?: boolean;
  save(value: string): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setError(undefined);
    try {
      await save(draft);
      setSaved(true);
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  const field = { id, value: draft, readOnly: !editable, onChange: (event: { target: { value: string } }) => setDraft(event.target.value) };
  return (
    <form className="value-row" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{/^[a-z0-9_]+$/.test(name) ? <code>{name}</code> : name}</label>
      {multiline ? <textarea rows={3} maxLength={4000} {...field} /> : <input maxLength={2000} {...field} />}
      {editable && (
        <button type="submit" disabled={busy} aria-label={t('restaurant.save_named', { name })}>
          {t('restaurant.save')}
        </button>
      )}
      <ErrorText error={error} />
      {saved && <p role="status">{t('restaurant.saved')}</p>}
    </form>
  );
}
