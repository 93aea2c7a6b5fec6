import { randomBytes } from 'node:crypto';
import { link, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` as a new file at `file`, readable by this user only. It is written first under a
 * random name in the same folder, opened exclusively (a planted file or symlink is refused, never
 * followed), then linked into place, which fails rather than replace anything already there.
 */
export async function writeNewFile(file: string, data: Uint8Array): Promise<void> {
  const partial = await writePartial(file, data);
  try {
    await link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new Error(`${file} already exists; name a new file.`);
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}

/** Replaces `file` (a kept token) the same way: a planted symlink there is replaced, never written through. */
export async function replaceFile(file: string, data: Uint8Array | string): Promise<void> {
  const partial = await writePartial(file, data);
  await rename(partial, file).catch(async (error: unknown) => {
    await rm(partial, { force: true });
    throw error;
  });
}

/** A new file of our own, readable by this user only, beside `file`. */
async function writePartial(file: string, data: Uint8Array | string): Promise<string> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`);
  const handle = await open(partial, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return partial;
}
