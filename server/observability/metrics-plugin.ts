import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { requestMetrics } from './request-metrics.ts';
import { timingSafeEqual } from 'node:crypto';
import { serve } from '../plugins/serve.ts';

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The operator's figures are read from the database at scrape time, so every instance sharing it reports
 * the same; request counts and latency are this instance's. With METRICS_TOKEN set, a scrape must send it
 * as `Authorization: Bearer`.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const recordRequest = requestMetrics(registry);
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the raw URL: booking codes must not become label values.
      recordRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const store = {
      holds: new Gauge({ name: 'tb_holds_live', help: 'Unpaid holds whose time has not run out.', registers: [registry] }),
      bookings: new Gauge({ name: 'tb_bookings', help: 'Bookings by status (hold, pending, completed, cancelled...).', labelNames: ['status'], registers: [registry] }),
      payments: new Gauge({ name: 'tb_payment_orders', help: 'Payment orders by method and outcome (created, paid, closed).', labelNames: ['method', 'outcome'], registers: [registry] }),
      messages: new Gauge({ name: 'tb_messages', help: 'Messages in the outbox by state (pending, sending, sent, failed).', labelNames: ['state'], registers: [registry] }),
      pool: new Gauge({ name: 'tb_db_pool_connections', help: "This instance's PostgreSQL pool: total, idle and waiting.", labelNames: ['state'], registers: [registry] }),
    };

    async function readStore(): Promise<void> {
      const now = app.clock.now();
      const [holds, bookings, payments, messages] = await Promise.all([
        app.db.query<{ n: number }>(`select count(*)::int as n from bookings where status = 'hold' and hold_expires_at > $1`, [now]),
        app.db.query<{ status: string; n: number }>('select status, count(*)::int as n from bookings group by status'),
        app.db.query<{ method: string; status: string; n: number }>('select method, status, count(*)::int as n from payment_attempts group by method, status'),
        app.db.query<{ state: string; n: number }>('select state, count(*)::int as n from outgoing_messages group by state'),
      ]);
      store.holds.set(holds.rows[0]!.n);
      store.bookings.reset();
      for (const row of bookings.rows) store.bookings.set({ status: row.status }, row.n);
      store.payments.reset();
      for (const row of payments.rows) store.payments.set({ method: row.method, outcome: row.status }, row.n);
      store.messages.reset();
      for (const row of messages.rows) store.messages.set({ state: row.state }, row.n);
      const pool = app.db.poolState?.();
      if (pool) for (const [state, n] of Object.entries(pool)) store.pool.set({ state }, n);
    }

    const token = app.config.METRICS_TOKEN;
    serve(app, 'metrics', async (request, reply) => {
      if (token && !sameText(request.headers.authorization ?? '', `Bearer ${token}`)) {
        return reply.status(401).send({ message: 'This call needs METRICS_TOKEN as Authorization: Bearer.', error: 'metrics_token_required' });
      }
      await readStore();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['services'] },
);
