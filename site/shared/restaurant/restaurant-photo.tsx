import type { PhotoSlot } from '../../../api-client/contract/photos.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useLanguage } from '../ui/use-language.ts';
import { useRestaurant } from './restaurant.tsx';

/**
 * A restaurant photograph, sized so nothing shifts as it loads, lazy unless in the first view; `sizes`
 * lets the browser pick the narrowest copy that fills it. An empty slot is a plain surface, hidden from
 * screen readers, never a drawing that pretends to be the restaurant.
 */
export function RestaurantPhoto({ slot, className, sizes, first = false }: { slot: PhotoSlot; className: string; sizes: string; first?: boolean }) {
  const card = useRestaurant();
  const [lang] = useLanguage();
  const { t } = useSiteText();
  const photo = card?.photos.find((candidate) => candidate.slot === slot);
  if (!photo) return <div className={`${className} photo photo--empty photo--${slot}`} aria-hidden="true" />;
  const alt = (lang === 'zh' ? photo.alt_zh : photo.alt_en) ?? t(`photos.${slot}`);
  return (
    <img
      className={`${className} photo`}
      src={photo.url}
      srcSet={photo.variants.length === 0 ? undefined : [...photo.variants, { url: photo.url, width: photo.width }].map((file) => `${file.url} ${file.width}w`).join(', ')}
      sizes={photo.variants.length === 0 ? undefined : sizes}
      alt={alt}
      width={photo.width}
      height={photo.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
