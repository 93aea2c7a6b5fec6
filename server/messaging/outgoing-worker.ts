import type { FastifyInstance } from 'fastify';
import { deliverDue, type DeliveryResult } from './outgoing-delivery.ts';

/** How often the outbox is looked at: a confirmation reaches the guest within this much. */
const POLL_MS = 2_000;

export interface OutgoingWorker {
  /** Sends what is due now (also what a test calls instead of waiting for the timer). */
  deliverDue(): Promise<DeliveryResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outgoing: OutgoingWorker;
  }
}

export function outgoingWorker(app: FastifyInstance): OutgoingWorker {
  return {
    deliverDue: () => deliverDue({ db: app.db, messenger: app.messenger, appSecret: app.secrets.appSecret, now: () => app.clock.now(), log: app.log }),
  };
}

/**
 * The outbox worker of `npm start` (server/start.ts): a pass every POLL_MS, one at a time in this
 * process; instances sharing the database each run it, and the row claims keep them apart.
 */
export function startOutgoingWorker(app: FastifyInstance): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    running = app.outgoing
      .deliverDue()
      .catch((error: unknown) => app.log.warn({ err: error }, 'outbox pass failed; it runs again shortly'))
      .finally(() => {
        if (!stopped) timer = setTimeout(pass, POLL_MS).unref();
      });
  };
  let timer = setTimeout(pass, 0).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
