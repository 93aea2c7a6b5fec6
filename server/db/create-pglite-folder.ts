import { execFile } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * initdb runs inside the process that creates a PGlite folder and its memory stays there for good, so a
 * short-lived child creates the folder and the server only ever opens an existing one.
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
