import { access, readFile, stat } from 'node:fs/promises';
import { apiUrl, call, download, upload } from '../admin-api.ts';
import { confirmOnTerminal } from '../confirm.ts';
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

/** The backup to restore and whether `--yes` stands in for the question; anything else is refused. */
function restoreArgs(args: string[]): { file: string; yes: boolean } {
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--yes');
  if (unknown.length > 0) throw new Error(`restore knows only --yes, not ${unknown.join(', ')}.`);
  const [file, ...extra] = args.filter((arg) => arg !== '--yes');
  if (!file || extra.length > 0) throw new Error('Name the one backup to restore: npm run admin -- restore FILE [--yes]');
  return { file, yes: args.includes('--yes') };
}

/** What a restore replaces, said before it is asked for: the running restaurant's whole database, and with what. */
async function replacing(file: string, size: number): Promise<{ what: string; names: string[] }> {
  const identity = (await call('admin_restaurant')) as { name_en?: unknown; name_zh?: unknown };
  const names = [identity.name_en, identity.name_zh].filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  const saved = (await stat(file)).mtime.toISOString().slice(0, 16).replace('T', ' ');
  const what = [
    `restore replaces the whole database of ${names.join(' / ') || 'the restaurant'} at ${apiUrl()}: its bookings, guests, payments, settings, texts and staff,`,
    `with the backup ${file} (${megabytes(size)}, saved ${saved} UTC). What was changed since that backup is lost; the replaced folder is kept.`,
  ].join('\n');
  return { what, names };
}

export const restoreCommand: AdminCommand = {
  name: 'restore',
  usage: ['restore FILE [--yes]                     replace the embedded database with a backup, once confirmed (the old one is kept)'],
  run: async (args) => {
    const { file, yes } = restoreArgs(args);
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      throw new Error(`Cannot read ${file}.`);
    }
    const { what, names } = await replacing(file, data.length);
    await confirmOnTerminal(what, `Type the restaurant's name (${names[0] ?? 'yes'}) or yes to replace it: `, [...names, 'yes'], yes);
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
