import type { PhotoSlot } from '../../../api-client/contract/photos.ts';
import { photoSrcSet } from '../../../api-client/rules/photo-places.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useLanguage } from '../ui/use-language.ts';
import { useRestaurant } from './restaurant.tsx';

/** The restaurant's photograph in `slot`, or undefined while the slot is empty (or the card not read). */
export function useRestaurantPhoto(slot: PhotoSlot) {
  return useRestaurant()?.photos.find((candidate) => candidate.slot === slot);
}

/**
 * A restaurant photograph, sized so nothing shifts as it loads, lazy unless in the first view; `sizes`
 * lets the browser pick the narrowest copy that fills it. An empty slot takes no room: the page is
 * laid out in type, with no box standing in for a picture.
 */
export function RestaurantPhoto({ slot, className, sizes, first = false }: { slot: PhotoSlot; className: string; sizes: string; first?: boolean }) {
  const photo = useRestaurantPhoto(slot);
  const [lang] = useLanguage();
  const { t } = useSiteText();
  if (!photo) return null;
  const alt = (lang === 'zh' ? photo.alt_zh : photo.alt_en) ?? t(`photos.${slot}`);
  return (
    <img
      className={`${className} photo`}
      src={photo.url}
      srcSet={photoSrcSet(photo)}
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
