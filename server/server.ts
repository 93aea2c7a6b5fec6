import 'dotenv/config';
import { loadConfig } from './config.ts';
import { startServer } from './start.ts';

/** Entry point of `npm start`: start, print how to administer, shut down gracefully on signals. */
const config = loadConfig();
const { app, adminToken } = await startServer(config);

if (!config.ADMIN_TOKEN) {
  // Printed so the restaurant can use `npm run admin`; it is also in DATA_DIR/admin-token.
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
