import type { CardPhoto, PhotoSlot } from '../contract/photos.ts';

/**
 * The photograph in each page's first view and the width it takes there (`sizes`), shared by the
 * site, which draws it, and the server, which names it in the page's head so it loads with the page.
 */
export const FIRST_VIEW_PHOTOS = {
  '/': { slot: 'hero', sizes: '(min-width: 752px) 720px, calc(100vw - 2rem)' },
  '/home': { slot: 'counter', sizes: '(min-width: 1160px) 480px, (min-width: 860px) 42vw, calc(100vw - 2rem)' },
  '/faq': { slot: 'hero', sizes: '(min-width: 792px) 760px, calc(100vw - 2rem)' },
} as const satisfies Record<string, { slot: PhotoSlot; sizes: string }>;

/** The photograph that opens the page at `path`, if one does. */
export const firstViewPhotoOf = (path: string): { slot: PhotoSlot; sizes: string } | undefined => (FIRST_VIEW_PHOTOS as Record<string, { slot: PhotoSlot; sizes: string }>)[path];

/** A photograph's files for `srcset`, narrowest first, or undefined when it has only its original. */
export function photoSrcSet(photo: Pick<CardPhoto, 'url' | 'width' | 'variants'>): string | undefined {
  if (photo.variants.length === 0) return undefined;
  return [...photo.variants, { url: photo.url, width: photo.width }].map((file) => `${file.url} ${file.width}w`).join(', ');
}
