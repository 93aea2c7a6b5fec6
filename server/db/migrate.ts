import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';
import { ALL_CACHE_TOPICS, cacheChanged } from '../cache/cache-topics.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant will do: it only keeps two server instances from migrating at the same moment.
const MIGRATION_LOCK = 724_311;

let files: Promise<string[]> | undefined;

/**
 * The SQL files of migrations/ in the order they apply, as this process first found them: files a
 * deploy adds under a running server are for the next server to apply, not for a health probe.
 */
function migrationFiles(): Promise<string[]> {
  files ??= readdir(migrationsDir).then((names) => names.filter((name) => name.endsWith('.sql')).sort());
  return files;
}

/** The migrations the store has not applied; throws (42P01) when it has no schema at all. */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('select name from schema_migrations');
  const done = new Set(rows.map((row) => row.name));
  return (await migrationFiles()).filter((file) => !done.has(file));
}

/** What /health reports: how many migrations the store has applied, the latest, and any pending. */
export async function appliedMigrations(db: Queryable): Promise<{ applied: number; latest: string | null; pending: string[] }> {
  const { rows } = await db.query<{ name: string }>('select name from schema_migrations order by name');
  return { applied: rows.length, latest: rows.at(-1)?.name ?? null, pending: await pendingMigrations(db) };
}

/** Applies the SQL files of migrations/ in name order, each once, all in one transaction. */
export async function migrate(db: Database): Promise<string[]> {
  const files = await migrationFiles();
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
    // A migration may change anything a cached answer was read from.
    if (applied.length > 0) await cacheChanged(tx, ALL_CACHE_TOPICS);
  });
  return applied;
}
