import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { restaurantRoute } from './restaurant-route.ts';
import { cacheControlFor, findFile, REVALIDATE } from './static-files.ts';

export interface WebPluginOptions {
  /** Folder holding site/ and widget/ builds; defaults to the package's dist/. */
  distDir?: string;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Paths the API owns: an unknown one stays a JSON 404 instead of falling back to the site. */
const API_PATH = /^\/(api|sanctum)(\/|$)/;
/** A missing built file is a 404, not the site's index page (which would confuse the browser). */
const ASSET_PATH = /^\/(assets|widget)\//;

/**
 * Serves the built site with its single-page fallback, and the widget bundle for embedding
 * (cross-origin headers come from the app's CORS plugin, configured by EMBED_ORIGINS).
 * Registered before the API routes so @fastify/compress also compresses their answers.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebPluginOptions) => {
    const distDir = path.resolve(options.distDir ?? app.config.DIST_DIR ?? path.join(packageRoot, 'dist'));
    const siteDir = path.join(distDir, 'site');
    const widgetDir = path.join(distDir, 'widget');

    await app.register(compress, { threshold: 1024 });
    // Only the reply.sendFile decorator: routing stays ours so unknown API paths keep their JSON 404.
    await app.register(fastifyStatic, { root: siteDir, serve: false });

    const send = (reply: FastifyReply, root: string, file: string) =>
      reply.header('cache-control', cacheControlFor(file)).sendFile(file, root, { cacheControl: false });

    await app.register(restaurantRoute);

    app.get('/widget/*', async (request, reply) => {
      const file = await findFile(widgetDir, (request.params as { '*': string })['*']);
      if (!file) return reply.callNotFound();
      return send(reply, widgetDir, file);
    });

    const site = async (request: FastifyRequest, reply: FastifyReply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (API_PATH.test(urlPath)) return reply.callNotFound();
      const file = await findFile(siteDir, urlPath);
      if (file) return send(reply, siteDir, file);
      if (ASSET_PATH.test(urlPath)) return reply.callNotFound();
      const index = await findFile(siteDir, 'index.html');
      if (!index) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The site is not built yet: run `npm run build` (npm start does this for you).');
      }
      return reply.header('cache-control', REVALIDATE).sendFile(index, siteDir, { cacheControl: false });
    };
    app.get('/', site);
    app.get('/*', site);
  },
  { name: 'web', dependencies: ['services'] },
);
