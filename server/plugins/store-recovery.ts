import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readCacheOf } from '../cache/read-cache.ts';
import { migrate, pendingMigrations } from '../db/migrate.ts';
import { seedDemoRestaurant } from '../restaurant/seed.ts';
import { addDemoPhotos } from '../restaurant/demo-photos.ts';
import { seedsDemo } from '../config.ts';
import { isDatabaseUnavailable, isSchemaMissing, storeUnavailable } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the store answers and has every migration; when not, starts repairing what it can. */
    storeReady(): Promise<boolean>;
  }
}

/** Attempts to restore a lost schema start at most this often, however many requests fail. */
const RESTORE_INTERVAL_MS = 3_000;

/**
 * Rides out a store outage without a restart: cached reads are forgotten so no call answers from memory
 * while others answer 503, and a store back without its schema (a re-created database, an empty restore)
 * is migrated and seeded again. The pool reopens connections by itself.
 */
export const storeRecoveryPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, config, log } = app;
    let restoring: Promise<void> | null = null;
    let lastRestore = -Infinity;

    async function restoreSchema(): Promise<void> {
      const applied = await migrate(db);
      const seeded = seedsDemo(config) ? await seedDemoRestaurant(db) : false;
      if (seeded) await addDemoPhotos(db);
      if (applied.length > 0) log.warn({ applied, seeded }, 'the database had lost its schema: migrated again');
      // Another instance may have just restored it; if this repeats, a query names a missing table.
      else log.error('a table or schema was missing, yet every migration is applied');
    }

    /** One attempt at a time, and not again within the interval: a store coming back is not hammered. */
    function restore(): void {
      if (restoring || performance.now() - lastRestore < RESTORE_INTERVAL_MS) return;
      lastRestore = performance.now();
      restoring = restoreSchema()
        .catch((error: unknown) => log.warn({ err: error }, 'the database schema cannot be restored yet'))
        .finally(() => {
          restoring = null;
        });
    }

    function storeFailed(error: unknown): void {
      readCacheOf(db)?.clear();
      if (isSchemaMissing(error)) restore();
    }

    // Between the migration and the seed the tables are there but empty: no call may read them.
    app.addHook('onRequest', async () => {
      if (restoring) throw storeUnavailable();
    });

    app.addHook('onError', async (_request, _reply, error) => {
      if (isDatabaseUnavailable(error)) storeFailed(error);
    });

    app.decorate('storeReady', async () => {
      try {
        if ((await pendingMigrations(db)).length === 0) return true;
        restore();
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        storeFailed(error);
      }
      return false;
    });

    app.addHook('onClose', async () => {
      await restoring;
    });
  },
  { name: 'store-recovery', dependencies: ['services'] },
);
