import type { CardPhoto } from '../../api-client/contract/photos.ts';
import { firstViewPhotoOf, photoSrcSet } from '../../api-client/rules/photo-places.ts';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's head names the photograph that opens the page at `urlPath`, so the browser fetches the
 * copy it will draw with the page's own files rather than after the script has run.
 */
export function withPhotoPreload(html: string, urlPath: string, photos: readonly CardPhoto[]): string {
  const place = firstViewPhotoOf(urlPath);
  const photo = place && photos.find((candidate) => candidate.slot === place.slot);
  const at = html.indexOf('</head>');
  if (!place || !photo || at < 0) return html;
  const srcset = photoSrcSet(photo);
  const files = srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(place.sizes)}"` : '';
  const link = `<link rel="preload" as="image" href="${attribute(photo.url)}"${files} fetchpriority="high">`;
  return html.slice(0, at) + link + html.slice(at);
}
