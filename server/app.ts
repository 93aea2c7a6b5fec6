import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { messagingPlugin } from './plugins/messaging-plugin.ts';
import { contractPlugin } from './plugins/contract.ts';
import { openapiPlugin } from './openapi/openapi-plugin.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { servicesPlugin, type Services } from './plugins/services.ts';
import { sessionPlugin, SESSION_TOKEN_HEADER } from './plugins/session.ts';
import { storeRecoveryPlugin } from './plugins/store-recovery.ts';
import { clientAddressPlugin } from './plugins/client-address.ts';
import { bodyTimeoutPlugin } from './plugins/body-timeout.ts';
import { metricsPlugin } from './observability/metrics-plugin.ts';
import { requestLogPlugin } from './observability/request-log.ts';
import { cacheSyncPlugin } from './plugins/cache-sync.ts';
import { apiRoutes } from './routes/index.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './web/web-plugin.ts';
import { namedEmbedOrigins, type Config } from './config.ts';

export interface BuildAppOptions extends Services {
  logger?: FastifyServerOptions['logger'];
}

/** Personal fields never reach the log, whatever a route logs. */
const redact = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'res.headers["x-session-token"]'];

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts the nearest `hops` addresses of the chain
 * (Fastify itself reads a number as "trust none"), which is only safe when the server cannot be
 * reached except through those proxies; a list of proxy addresses is checked hop by hop.
 */
function trustProxyOption(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = false, ...services } = options;
  const app = Fastify({
    logger: logger === false ? false : { ...(typeof logger === 'object' ? logger : {}), redact },
    trustProxy: trustProxyOption(services.config.TRUST_PROXY),
    bodyLimit: 64 * 1024,
    // A path parameter as long as a URL may be: a booking code of any length is an unknown code (404 "404").
    routerOptions: { maxParamLength: 2048 },
    // A request id in every log line, echoed to the client so a guest's report can be traced.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // One line per request, written when it is answered (observability/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });

  await app.register(errorHandlerPlugin);
  await app.register(contractPlugin);
  await app.register(openapiPlugin);
  await app.register(servicesPlugin, services);
  await app.register(bodyTimeoutPlugin);
  await app.register(metricsPlugin);
  await app.register(requestLogPlugin);
  // Routes whose files other sites load say so in their config (crossOriginResource).
  await app.register(securityHeadersPlugin);
  await app.register(storeRecoveryPlugin);
  await app.register(cacheSyncPlugin);
  await app.register(messagingPlugin);
  await app.register(cookie);
  await app.register(cors, {
    // Embeds on other origins use the session token header, never cookies, so no credentials.
    origin: services.config.EMBED_ORIGINS === '*' ? '*' : namedEmbedOrigins(services.config),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-XSRF-TOKEN', 'X-Requested-With', 'Accept-Language', 'X-Request-Id'],
    exposedHeaders: [SESSION_TOKEN_HEADER, 'x-request-id'],
    maxAge: 600,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  await app.register(clientAddressPlugin);
  await app.register(sessionPlugin);
  app.decorateRequest('staff', null);
  await app.register(webPlugin);
  await app.register(apiRoutes);
  return app;
}
