import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from the environment, else one generated once into the data folder (mode 0600) so
 * that it survives restarts. Used for the admin token and the key that hashes one-time codes.
 */
export async function persistentSecret(dataDir: string, fileName: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.resolve(dataDir, fileName);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
