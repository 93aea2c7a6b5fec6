import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestProfile } from '../../../api-client/contract/staff-guests.ts';
import { useInvalidate } from '../../app/console-data.tsx';
import type { StaffApi, StaffApiError } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { asStaffError } from '../../shared/use-action.ts';

type Named = { guest: GuestProfile; name: string };



/** Picks another listed profile of the same person, asks once more, then merges it into this one. */
export function GuestMerge({ api, into, others, id }: { api: StaffApi; into: Named; others: Named[]; id: string }) {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  // Two profiles of one person share a name: each is told apart by its contact.
  const labelOf = ({ guest, name }: Named) => t('profiles.named_contact', { name, contact: guest.email ?? guest.phone ?? `#${guest.id}` });
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<StaffApiError>();
  const [done, setDone] = useState('');
  const other = others.find((candidate) => String(candidate.guest.id) === picked);
  const merge = async () => {
    if (!other) return;
    setError(undefined);
    try {
      const merged = await api.send<{ bookings: number }>('staff_guest_merge', { params: { id: other.guest.id }, body: { into: into.guest.id } });
      setDone(t('profiles.merged', { other: labelOf(other), name: labelOf(into), count: merged.bookings }));
      setConfirming(false);
      setPicked('');
      await invalidate('guests/');
    } catch (problem) {
      setError(asStaffError(problem));
      setConfirming(false);
    }
  };
  const words = { other: other ? labelOf(other) : '', name: labelOf(into) };
  return (
    <div className="guest-merge">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('profiles.merge_open', { name: into.name })}
      </button>
      {open && others.length === 0 && <p>{t('profiles.merge_pick_none')}</p>}
      {open && others.length > 0 && !confirming && (
        <form onSubmit={(event) => (event.preventDefault(), other && setConfirming(true))}>
          <label htmlFor={`${id}-merge`}>{t('profiles.merge_pick')}</label>
          <select id={`${id}-merge`} value={picked} onChange={(event) => setPicked(event.target.value)}>
            <option value="" />
            {others.map((candidate) => (
              <option key={candidate.guest.id} value={candidate.guest.id}>
                {[candidate.name, candidate.guest.phone, candidate.guest.email].filter(Boolean).join(' · ')}
              </option>
            ))}
          </select>
          <button type="submit" disabled={!other}>{t('profiles.merge_submit')}</button>
        </form>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby={`${id}-merge-question`}>
          <p id={`${id}-merge-question`}>{t('profiles.merge_confirm', words)}</p>
          <button type="button" className="danger" autoFocus onClick={() => void merge()}>{t('profiles.merge_yes')}</button>
          <button type="button" onClick={() => setConfirming(false)}>{t('profiles.merge_back')}</button>
        </div>
      )}
      <ErrorText error={error} />
      {done && <p role="status">{done}</p>}
    </div>
  );
}
