import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GUEST_TAGS, TAG_MAX_LENGTH, TAGS_MAX, keptTags } from '../../../api-client/contract/staff-guests.ts';

const isFixed = (tag: string) => (GUEST_TAGS as readonly string[]).includes(tag);

/** VIP and Regular ticked, and staff's own tags added and removed one by one; saved with the notes. */
export function TagEditor({ id, name, tags, onChange }: { id: string; name: string; tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const add = () => {
    if (!typed.trim()) return;
    onChange(keptTags([...tags, typed]));
    setTyped('');
  };
  return (
    <>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('guests.tags', { name })}</legend>
        {GUEST_TAGS.map((tag) => (
          <label key={tag}>
            <input type="checkbox" checked={tags.includes(tag)} onChange={(event) => onChange(event.target.checked ? [...tags, tag] : tags.filter((other) => other !== tag))} />
            {t(`guests.tag_${tag}`)}
          </label>
        ))}
      </fieldset>
      <ul className="tag-list" aria-label={t('guests.tags', { name })}>
        {tags.filter((tag) => !isFixed(tag)).map((tag) => (
          <li key={tag}>
            <span className="party-status">{tag}</span>
            <button type="button" className="link-button" aria-label={t('profiles.remove_tag', { tag, name })} onClick={() => onChange(tags.filter((other) => other !== tag))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${id}-tag`}>{t('profiles.add_tag', { name })}</label>
      <p className="field-hint" id={`${id}-tag-hint`}>{t('profiles.tags_hint', { count: TAGS_MAX, length: TAG_MAX_LENGTH })}</p>
      <div className="inline-field">
        <input
          id={`${id}-tag`}
          value={typed}
          maxLength={TAG_MAX_LENGTH}
          aria-describedby={`${id}-tag-hint`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <button type="button" onClick={add}>
          {t('profiles.add_tag_button')}
        </button>
      </div>
    </>
  );
}
