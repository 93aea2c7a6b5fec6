import { useTranslation } from 'react-i18next';

/** A guest's tags as badges: VIP and Regular in the console's language, staff's own words as written. */
export function GuestTags({ tags }: { tags: readonly string[] | undefined }) {
  const { t } = useTranslation();
  if (!tags || tags.length === 0) return null;
  return (
    <span className="guest-tags">
      <span className="visually-hidden">{t('profiles.tags_label')}: </span>
      {tags.map((tag) => (
        <span key={tag} className="party-status">
          {t(`guests.tag_${tag}`, { defaultValue: tag })}
        </span>
      ))}
    </span>
  );
}
