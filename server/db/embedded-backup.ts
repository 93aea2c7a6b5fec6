import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EmbeddedDatabase } from './pglite-database.ts';

const run = promisify(execFile);

/** What a backup holds, read from it before it replaces anything. */
export interface BackupContents {
  migrations: number;
  latest: string | null;
}

/**
 * Unpacks in a short-lived child: loading a tarball costs as much memory as creating a folder, and that
 * memory would stay with the server. Reading its migrations refuses a file that is no backup of this
 * database before the live folder is touched.
 */
async function unpack(file: string, dir: string): Promise<BackupContents> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `
    const { readFile } = await import('node:fs/promises');
    const { PGlite } = await import(${JSON.stringify(pglite)});
    const db = await PGlite.create(process.argv[2], { loadDataDir: new Blob([await readFile(process.argv[1])]) });
    const { rows } = await db.query('select name from schema_migrations order by name');
    await db.close();
    console.log(JSON.stringify({ migrations: rows.length, latest: rows.at(-1)?.name ?? null }));`;
  try {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, file, dir], { timeout: 300_000 });
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as BackupContents;
  } catch {
    await rm(dir, { recursive: true, force: true });
    throw new Error('not a backup of this server\'s database (made by `npm run admin -- backup`)');
  }
}

/**
 * Restores while the server runs from the backup `file` (already on disk): it is unpacked and checked
 * beside the live folder, so calls are held only while the folders are swapped. The replaced folder is
 * kept as `db.before-restore-TIME`.
 */
export async function restoreEmbedded(db: EmbeddedDatabase, dataDir: string, file: string, now: Date): Promise<BackupContents & { previous: string }> {
  const live = path.resolve(dataDir, 'db');
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const incoming = `${live}.restoring-${randomBytes(4).toString('hex')}`;
  const previous = `${live}.before-restore-${stamp}`;
  try {
    const contents = await unpack(file, incoming);
    await db.replaceFolder(async (folder) => {
      await rename(folder, previous);
      await rename(incoming, folder).catch(async (error: unknown) => {
        await rename(previous, folder);
        throw error;
      });
      return {
        undo: async () => {
          await rm(folder, { recursive: true, force: true });
          await rename(previous, folder);
        },
      };
    });
    return { ...contents, previous };
  } finally {
    await rm(incoming, { recursive: true, force: true });
  }
}
