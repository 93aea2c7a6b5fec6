import Fastify from 'fastify';

/**
 * The ceiling the API's figures are compared with: a Fastify hello-world started exactly like
 * the real server (its own process, the compiled dist/server/server.js), on the same machine in the same run.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
