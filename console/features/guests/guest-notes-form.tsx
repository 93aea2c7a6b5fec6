import { useTranslation } from 'react-i18next';
import { GUEST_TAGS, type GuestProfile } from '../../../api-client/contract/staff-guests.ts';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { useGuestNotes } from './use-guest-notes.ts';

/** The notes and tags staff keep on a guest, saved together. */
export function GuestNotesForm({ api, guest, id, name }: { api: StaffApi; guest: GuestProfile; id: string; name: string }) {
  const { t } = useTranslation();
  const { notes, setNotes, tags, setTags, busy, error, saved, save } = useGuestNotes(api, guest);
  return (
    <form onSubmit={(event) => void save(event)}>
      <label htmlFor={`${id}-notes`}>{t('guests.notes', { name })}</label>
      <textarea id={`${id}-notes`} rows={2} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} />
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('guests.tags', { name })}</legend>
        {GUEST_TAGS.map((tag) => (
          <label key={tag}>
            <input
              type="checkbox"
              checked={tags.includes(tag)}
              onChange={(event) => setTags(event.target.checked ? [...tags, tag] : tags.filter((other) => other !== tag))}
            />
            {t(`guests.tag_${tag}`)}
          </label>
        ))}
      </fieldset>
      <ErrorText error={error} />
      <button type="submit" className="primary" disabled={busy} aria-label={t('guests.save_for', { name })}>
        {t('guests.save')}
      </button>
      {saved && <p role="status">{t('guests.saved')}</p>}
    </form>
  );
}
