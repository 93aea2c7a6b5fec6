import { access, readFile } from 'node:fs/promises';
import { apiUrl, download, upload } from '../admin-api.ts';
import { writeNewFile } from '../new-file.ts';
import type { AdminCommand } from '../admin-command.ts';
import { SERVER_VERSION } from '../../../server/version.ts';
import type { z } from 'zod';
import type { restoredSchema } from '../../../api-client/contract/operations.ts';

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * The embedded database's backups go through the running server (PGlite is one process's
 * database: nothing else may open its folder while the server has it open).
 */
export const backupCommand: AdminCommand = {
  name: 'backup',
  usage: ['backup FILE                              save a backup of the embedded database, while the server runs'],
  run: async ([file]) => {
    if (!file) throw new Error('Name the file to write: npm run admin -- backup FILE');
    if (await exists(file)) throw new Error(`${file} already exists; name a new file.`);
    const data = await download('admin_backup');
    await writeNewFile(file, data);
    return [`Backup written to ${file} (${megabytes(data.length)}).`, `Restore it with: npm run admin -- restore ${file}`];
  },
};

export const restoreCommand: AdminCommand = {
  name: 'restore',
  usage: ['restore FILE                             replace the embedded database with a backup (the old one is kept)'],
  run: async ([file]) => {
    if (!file) throw new Error('Name the backup to restore: npm run admin -- restore FILE');
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      throw new Error(`Cannot read ${file}.`);
    }
    const restored = (await upload('admin_restore', 'application/gzip', data)) as z.infer<typeof restoredSchema>;
    return [
      `Database restored from ${file}: ${restored.migrations} migrations, the latest ${restored.latest ?? '(none)'}.`,
      restored.applied.length > 0 ? `Migrated to this server's schema: ${restored.applied.join(', ')}.` : 'The backup already had every migration of this server.',
      `The replaced database folder is kept at ${restored.previous}.`,
    ];
  },
};

export const versionCommand: AdminCommand = {
  name: 'version',
  usage: ['version                                  the version of this console and of the running server'],
  run: async () => {
    const lines = [`admin console: ${SERVER_VERSION}`];
    try {
      const health = (await (await fetch(`${apiUrl()}/health`)).json()) as {
        version?: string;
        database?: string;
        status?: string;
        migrations?: { applied: number; latest: string | null; pending: string[] };
      };
      lines.push(`server at ${apiUrl()}: ${health.version ?? 'unknown'} (${health.status ?? 'no status'})`);
      if (health.database) lines.push(`database: ${health.database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'}`);
      if (health.migrations) {
        lines.push(`migrations: ${health.migrations.applied} applied, the latest ${health.migrations.latest ?? '(none)'}`);
        if (health.migrations.pending.length > 0) lines.push(`pending migrations: ${health.migrations.pending.join(', ')}`);
      }
    } catch {
      lines.push(`server at ${apiUrl()}: not answering`);
    }
    return lines;
  },
};
