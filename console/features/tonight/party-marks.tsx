import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TonightParty } from '../../../api-client/contract/staff-service.ts';
import type { StaffApiError } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { asStaffError } from '../../shared/use-action.ts';
import { marksFor, type Mark } from './party-rules.ts';

/** A party's marks, one tap each, for a role that may mark; a refusal is shown beneath them. */
export function PartyMarks({ party, name, onMark }: { party: TonightParty; name: string; onMark?: (mark: Mark) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const mark = async (chosen: Mark) => {
    if (!onMark) return;
    setBusy(true);
    setError(undefined);
    try {
      await onMark(chosen);
    } catch (problem) {
      setError(asStaffError(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {onMark && party.status !== 'hold' && (
        <div className="party-marks" role="group" aria-label={t('tonight.marks_for', { name })}>
          {marksFor(party).map((chosen) => (
            <button key={chosen} type="button" disabled={busy} onClick={() => void mark(chosen)} aria-label={t('tonight.mark_for', { mark: t(`tonight.mark_${chosen}`), name })}>
              {t(`tonight.mark_${chosen}`)}
            </button>
          ))}
        </div>
      )}
      <ErrorText error={error} />
    </>
  );
}
