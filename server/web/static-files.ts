import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Vite names built files `name-<hash>.ext`; such a file never changes, so browsers may keep it a year. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(?:js|mjs|css|svg|png|jpe?g|webp|woff2?)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (index.html, the widget's entry script) are revalidated so a deploy shows at once. */
export const REVALIDATE = 'no-cache';
/** A page answered for one guest's session (their booking as they may see it): kept by no cache at all, and never shared. */
export const PERSONAL = 'private, no-store';

export function cacheControlFor(file: string): string {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : REVALIDATE;
}

/**
 * The file under `root` a URL path names, or null: no escaping the root, no dot-files, only files.
 */
export async function findFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? path.relative(root, full) : null;
  } catch {
    return null;
  }
}
