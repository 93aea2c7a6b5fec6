import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_CACHE_TOPICS, CACHE_CHANNEL, changeOf, changesOf } from '../cache/cache-topics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Change notices received from the database (other instances' writes), for health and tests. */
    cacheNoticesReceived(): number;
  }
}

/**
 * Each instance listens for the others' NOTIFY (sent on commit by cacheChanged). While the listening
 * connection is down notifications may be lost, so everything counts as changed. PGlite is one process:
 * its own changes are all there is.
 */
export const cacheSyncPlugin = fp(
  async (app: FastifyInstance) => {
    let received = 0;
    app.decorate('cacheNoticesReceived', () => received);
    if (!app.db.listen) return;
    const changes = changesOf(app.db)!;
    const stop = await app.db.listen(
      CACHE_CHANNEL,
      (payload) => {
        received += 1;
        const { topics, dates } = changeOf(payload);
        changes.markChanged(topics, dates);
      },
      () => changes.markChanged(ALL_CACHE_TOPICS),
    );
    app.addHook('onClose', async () => stop());
  },
  { name: 'cache-sync', dependencies: ['services'] },
);
