import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

export interface Secrets {
  adminToken: string;
  /** Keys HMACs: XSRF tokens and one-time-code hashes. */
  appSecret: string;
}

export interface Services {
  config: Config;
  db: Database;
  clock: Clock;
  secrets: Secrets;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    secrets: Secrets;
  }
}

/** Makes the app's shared services available to every plugin and route as `app.db` etc. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, services: Services) => {
    app.decorate('config', services.config);
    app.decorate('db', services.db);
    app.decorate('clock', services.clock);
    app.decorate('secrets', services.secrets);
  },
  { name: 'services' },
);
