import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemoRestaurant } from './db/seed.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { sharedSecret, writeAdminTokenFile } from './lib/secrets.ts';
import { startPaymentReconciler } from './payments/reconciler.ts';
import { startCleanUp } from './maintenance/clean-up.ts';

export interface StartedServer {
  app: FastifyInstance;
  db: Database;
  adminToken: string;
  url: string;
}

/** Opens the store, migrates, seeds on first start, builds the app and listens. */
export async function startServer(config: Config, clock: Clock = systemClock): Promise<StartedServer> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(db);
  const seeded = config.SEED_DEMO ? await seedDemoRestaurant(db) : false;
  const secrets = {
    adminToken: await sharedSecret(db, 'admin-token', config.ADMIN_TOKEN),
    appSecret: await sharedSecret(db, 'app-secret', config.APP_SECRET),
  };
  if (!config.ADMIN_TOKEN) await writeAdminTokenFile(config.DATA_DIR, secrets.adminToken);
  const app = await buildApp({
    config,
    db,
    clock,
    secrets,
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
  });
  app.addHook('onClose', async () => db.close());
  // Finds deposits paid without our knowing (lost notifications, a crash mid-payment).
  const reconciler = startPaymentReconciler(app);
  app.addHook('preClose', async () => reconciler.stop());
  const cleaner = startCleanUp(app);
  app.addHook('preClose', async () => cleaner.stop());
  const url = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ store: db.kind, seeded }, `reservation server listening on ${url}`);
  return { app, db, adminToken: secrets.adminToken, url };
}
