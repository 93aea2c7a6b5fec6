import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { seedsDemo, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { addDemoTextsOnUpgrade, isDemoRestaurant, seedDemoRestaurant } from './restaurant/seed.ts';
import { addDemoPhotos } from './restaurant/demo-photos.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { sharedSecret, writeAdminTokenFile } from './lib/secrets.ts';
import { startPaymentReconciler } from './payments/reconciler.ts';
import { startCleanUp } from './maintenance/clean-up.ts';
import { publicDemoWarning } from './production-readiness.ts';
import { loggerOptions } from './observability/logger-options.ts';
import { SERVER_VERSION } from './version.ts';
import { startOutgoingWorker } from './messaging/outgoing-worker.ts';
import { startWaitlist } from './waitlist/waitlist.ts';
import { startReminders } from './notices/reminders.ts';

export interface StartedServer {
  app: FastifyInstance;
  db: Database;
  adminToken: string;
  url: string;
}

/** Opens the store, migrates, seeds on first start, builds the app and listens. */
export async function startServer(config: Config, clock: Clock = systemClock): Promise<StartedServer> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const applied = await migrate(db);
  await addDemoTextsOnUpgrade(db, applied);
  const seeded = seedsDemo(config) ? await seedDemoRestaurant(db) : false;
  if (seeded) await addDemoPhotos(db);
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
    logger: loggerOptions(config),
  });
  app.addHook('onClose', async () => db.close());
  if (applied.length > 0) app.log.info({ migrations: applied }, `database migrated: applied ${applied.join(', ')}`);
  else app.log.info('database schema up to date: no migration to apply');
  // Finds deposits paid without our knowing (lost notifications, a crash mid-payment).
  const reconciler = startPaymentReconciler(app);
  app.addHook('preClose', async () => reconciler.stop());
  const cleaner = startCleanUp(app);
  app.addHook('preClose', async () => cleaner.stop());
  // Sends the outbox's messages (confirmations, enquiries, reminders) and retries failed ones.
  const sender = startOutgoingWorker(app);
  app.addHook('preClose', async () => sender.stop());
  const reminders = startReminders(app);
  app.addHook('preClose', async () => reminders.stop());
  // Tells guests waiting for a full evening when seats free up.
  const waitlist = startWaitlist(app);
  app.addHook('preClose', async () => waitlist.stop());
  // Said before the listening line, so whoever waits for that line has read the warnings too.
  const demoWarning = publicDemoWarning(config);
  if (demoWarning) app.log.warn(demoWarning);
  if (seedsDemo(config) && (seeded || (await isDemoRestaurant(db)))) {
    app.log.warn('SEED_DEMO: this server runs the fictitious demo restaurant (its name, address, phone and registration go out to guests); set SEED_DEMO=false and run `npm run admin -- setup` for a real one');
  }
  const url = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ store: db.kind, seeded, version: SERVER_VERSION }, `reservation server ${SERVER_VERSION} listening on ${url}`);
  return { app, db, adminToken: secrets.adminToken, url };
}
