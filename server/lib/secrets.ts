import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database.ts';

/**
 * A secret from the environment, else the one generated once into the database, so that every
 * instance sharing the database agrees on it with no other setting (the first instance to start
 * writes it; the others read the same row).
 */
export async function sharedSecret(db: Queryable, name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>('select value from app_secrets where name = $1', [name]);
  return rows[0]!.value;
}

/** Leaves the generated admin token where `npm run admin` on this machine looks for it (mode 0600). */
export async function writeAdminTokenFile(dataDir: string, token: string): Promise<void> {
  await mkdir(path.resolve(dataDir), { recursive: true });
  await writeFile(path.resolve(dataDir, 'admin-token'), token + '\n', { mode: 0o600 });
}
