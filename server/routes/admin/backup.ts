import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_CACHE_TOPICS, changesOf } from '../../cache/cache-topics.ts';
import { readCacheOf } from '../../cache/read-cache.ts';
import { restoreEmbedded } from '../../db/embedded-backup.ts';
import { migrate } from '../../db/migrate.ts';
import type { EmbeddedDatabase } from '../../db/pglite-database.ts';
import { AppError, conflict, unprocessable } from '../../lib/errors.ts';
import { receiveRequestBody } from '../../lib/receive-upload.ts';
import { recordAudit } from '../../staff/audit.ts';
import { serve } from '../../plugins/serve.ts';

const BACKUP_TYPE = 'application/gzip';
/** A restaurant's database is tens of megabytes; this leaves years of room. */
const LARGEST_BACKUP = 2 * 1024 ** 3;

const tooLarge = () => new AppError(413, 'backup_too_large', `A backup is at most ${LARGEST_BACKUP / 1024 ** 3} GiB; this file is larger.`);

const postgresRefusal = () =>
  conflict('backup_embedded_only', 'This server uses PostgreSQL (DATABASE_URL): back it up with pg_dump and restore with pg_restore, as the README says under Deploying.');

/**
 * Backup and restore of the embedded database, done by the server itself: PGlite is one process's
 * database, so no other process may open its folder while the server runs, and the command line
 * asks the server instead.
 */
export async function adminBackupRoutes(app: FastifyInstance): Promise<void> {
  const embedded = (): EmbeddedDatabase => {
    if (app.db.kind !== 'pglite' || !('replaceFolder' in app.db)) throw postgresRefusal();
    return app.db as EmbeddedDatabase;
  };

  // The backup goes to a file beside the database as it arrives; the body is that file's name.
  app.addContentTypeParser([BACKUP_TYPE, 'application/octet-stream'], async (request: FastifyRequest, body: Readable) => ({
    file: await receiveRequestBody(request, body, app.config.DATA_DIR, tooLarge),
  }));

  serve(app, 'admin_backup', async (_request, reply) => {
    const tarball = await embedded().dump('gzip');
    const name = `table-booking-${app.clock.now().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`;
    return reply
      .type(BACKUP_TYPE)
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(Buffer.from(await tarball.arrayBuffer()));
  });

  serve(
    app,
    'admin_restore',
    async (request) => {
      const db = embedded();
      const upload = (request.body as { file?: unknown } | undefined)?.file;
      if (typeof upload !== 'string') throw unprocessable({ file: 'backup_required' }, `Send the backup file as the body (${BACKUP_TYPE}).`);
      let restored;
      try {
        restored = await restoreEmbedded(db, app.config.DATA_DIR, upload, app.clock.now());
      } catch (error) {
        const message = (error as Error).message;
        if (message.startsWith('not a backup')) throw unprocessable({ file: 'backup_invalid' }, `This file is ${message}.`);
        throw conflict('restore_failed', `The database was not replaced: ${message}.`);
      } finally {
        await rm(upload, { force: true });
      }
      // The backup may be older than this server; and nothing read before may be answered again.
      const applied = await migrate(db);
      readCacheOf(db)?.clear();
      changesOf(db)?.markChanged(ALL_CACHE_TOPICS);
      const note = `backup with ${restored.migrations} migrations (latest ${restored.latest ?? 'none'}); the replaced folder is ${restored.previous}`;
      await recordAudit(db, { actor: request.staff?.actor ?? 'unknown', action: 'database.restore', note }, app.clock.now());
      request.log.warn({ applied, previous: restored.previous }, `database restored from a ${note}`);
      return { migrations: restored.migrations, latest: restored.latest, applied, previous: restored.previous };
    },
    {
      bodyLimit: LARGEST_BACKUP,
      bodyTimeoutSeconds: 3600,
      // On PostgreSQL the body is refused before it is written anywhere.
      onRequest: async () => void embedded(),
    },
  );
}
