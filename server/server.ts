import 'dotenv/config';
import { loadConfig, type Config } from './config.ts';
import { startServer } from './start.ts';
import { startupErrorLines } from './startup-errors.ts';

/** Entry point of `npm start`: start, print how to administer, shut down gracefully on signals. */
let config: Config | undefined;
let started: Awaited<ReturnType<typeof startServer>>;
try {
  config = loadConfig();
  started = await startServer(config);
} catch (error) {
  // A refused setting or an unreachable database: one line each, no stack trace.
  const lines = startupErrorLines(error, config?.DATABASE_URL);
  if (!lines) throw error;
  for (const line of lines) console.error(`Cannot start: ${line}`);
  process.exit(1);
}
const { app, adminToken } = started;

if (!config.ADMIN_TOKEN) {
  // Printed so the restaurant can use `npm run admin`; it is also in DATA_DIR/admin-token.
  // Never in production: there ADMIN_TOKEN must be set, so nothing is generated or printed.
  console.log(`Admin token (DATA_DIR/admin-token): ${adminToken}`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; new connections are refused; the database closes last.
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
