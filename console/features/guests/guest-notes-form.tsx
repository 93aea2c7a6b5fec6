import { useTranslation } from 'react-i18next';
import { ALLERGIES_MAX_LENGTH, type GuestProfile } from '../../../api-client/contract/staff-guests.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { TagEditor } from './tag-editor.tsx';
import { useGuestNotes } from './use-guest-notes.ts';

/** The notes, tags and allergies staff keep on a guest, saved together. */
export function GuestNotesForm({ api, guest, id, name }: { api: StaffApi; guest: GuestProfile; id: string; name: string }) {
  const { t } = useTranslation();
  const { notes, setNotes, tags, setTags, allergies, setAllergies, busy, error, saved, save } = useGuestNotes(api, guest);
  return (
    <form onSubmit={(event) => void save(event)}>
      <label htmlFor={`${id}-notes`}>{t('guests.notes', { name })}</label>
      <textarea id={`${id}-notes`} rows={2} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      <TagEditor id={id} name={name} tags={tags} onChange={setTags} />
      <label htmlFor={`${id}-allergies`}>{t('profiles.allergies', { name })}</label>
      <input id={`${id}-allergies`} maxLength={ALLERGIES_MAX_LENGTH} value={allergies} onChange={(event) => setAllergies(event.target.value)} />
      <ErrorText error={error} />
      <button type="submit" className="primary" disabled={busy} aria-label={t('guests.save_for', { name })}>
        {t('guests.save')}
      </button>
      {saved && <p role="status">{t('guests.saved')}</p>}
    </form>
  );
}
