import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant will do: it only keeps two server instances from migrating at the same moment.
const MIGRATION_LOCK = 724_311;

/** Applies the SQL files of migrations/ in name order, each once, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((row) => row.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(migrationsDir + file, 'utf8');
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
