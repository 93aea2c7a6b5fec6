import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';
import { createPgliteFolder } from './create-pglite-folder.ts';
import { openPglite } from './pglite-database.ts';
import { openPostgres } from './postgres-database.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite database in DATA_DIR/db. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.resolve(options.dataDir, 'db');
  await mkdir(dir, { recursive: true });
  await createPgliteFolder(dir);
  return openPglite(dir);
}
