import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Creating a PGlite data folder runs initdb inside the process that does it, and the memory it
 * takes (about 860 MB resident) stays with that process for good; opening an existing folder
 * costs about a third of that. So a new folder is created by a short-lived child process, and the
 * server only ever opens an existing one: its first start ends like a restart.
 */
export async function createPgliteFolder(dir: string): Promise<void> {
  if (await exists(path.join(dir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = await PGlite.create(process.argv[1]); await db.close();`;
  await run(process.execPath, ['--input-type=module', '-e', script, dir], { timeout: 120_000 });
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
