import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { restaurantRoute } from './restaurant-route.ts';
import { photoRoute } from './photo-route.ts';
import { OPENING_SOON_PAGE } from './opening-soon.ts';
import { restaurantConfigured } from '../repositories/configured.ts';
import { cacheControlFor, findFile, PERSONAL, REVALIDATE } from './static-files.ts';
import { isSitePage } from './site-pages.ts';
import { manageTokenOf, openManageLink } from './manage-link-open.ts';
import { sitePages } from './site-page.ts';

export interface WebPluginOptions {
  /** Folder holding site/ and widget/ builds; defaults to the package's dist/. */
  distDir?: string;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Paths the API owns: an unknown one stays a JSON 404 instead of falling back to the site. So
 * do the demo gateway's pages, which exist only while a method runs as the demo.
 */
const API_PATH = /^\/(api|sanctum|demo-pay)(\/|$)/;
/** A missing built file is a 404, not the site's index page (which would confuse the browser). */
const ASSET_PATH = /^\/(assets|widget)\//;

type SendFile = (reply: FastifyReply, root: string, file: string) => FastifyReply;

/** Other origins load the widget (EMBED_ORIGINS): its files may be read cross-origin. */
function serveWidget(app: FastifyInstance, widgetDir: string, send: SendFile): void {
  app.get('/widget/*', { config: { crossOriginResource: true } }, async (request, reply) => {
    const file = await findFile(widgetDir, (request.params as { '*': string })['*']);
    if (!file) return reply.callNotFound();
    return send(reply, widgetDir, file);
  });
}

/**
 * The staff console: its own page and files, never part of a guest's page; every path under
 * /staff/ that is no built file is the console's page (it routes itself).
 */
function serveStaffConsole(app: FastifyInstance, consoleDir: string, send: SendFile): void {
  app.get('/staff', (_request, reply) => reply.redirect('/staff/'));
  app.get('/staff/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? '';
    const file = await findFile(consoleDir, rest);
    if (file) return send(reply, consoleDir, file);
    if (rest.startsWith('assets/')) return reply.callNotFound();
    const index = await findFile(consoleDir, 'index.html');
    if (!index) return reply.status(503).type('text/plain; charset=utf-8').send('The staff console is not built yet: run `npm run build`.');
    return reply.header('cache-control', REVALIDATE).header('x-robots-tag', 'noindex').sendFile(index, consoleDir, { cacheControl: false });
  });
}

/** The site: its files, the manage link, and its pages with their boot data; any other path goes to /. */
function serveSite(app: FastifyInstance, siteDir: string, send: SendFile): void {
  const sitePage = sitePages(app);
  const site = async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (API_PATH.test(urlPath)) return reply.callNotFound();
    const file = await findFile(siteDir, urlPath);
    if (file) return send(reply, siteDir, file);
    if (ASSET_PATH.test(urlPath)) return reply.callNotFound();
    const manageToken = urlPath === '/my_bookings' ? manageTokenOf(request) : null;
    if (manageToken !== null) return openManageLink(app, request, reply, manageToken);
    if (!(await restaurantConfigured(app.db).catch(() => true))) {
      return reply.status(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(OPENING_SOON_PAGE);
    }
    // SPEC: any other path goes to the landing page, as a real redirect.
    if (!isSitePage(urlPath)) return reply.redirect('/', 302);
    const index = await findFile(siteDir, 'index.html');
    if (!index) return reply.status(503).type('text/plain; charset=utf-8').send('The site is not built yet: run `npm run build` (npm start does this for you).');
    const page = await sitePage(request, path.join(siteDir, index));
    // A page carrying a booking as this guest's session sees it is theirs alone: no cache keeps it.
    return reply.header('cache-control', page.forThisGuest ? PERSONAL : REVALIDATE).type('text/html; charset=utf-8').send(page.html);
  };
  app.get('/', site);
  app.get('/*', site);
}

/**
 * Serves the built site with its single-page fallback, and the widget bundle for embedding
 * (cross-origin headers come from the app's CORS plugin, configured by EMBED_ORIGINS).
 * Registered before the API routes so @fastify/compress also compresses their answers.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebPluginOptions) => {
    const distDir = path.resolve(options.distDir ?? app.config.DIST_DIR ?? path.join(packageRoot, 'dist'));
    await app.register(compress, { threshold: 1024 });
    // Only the reply.sendFile decorator: routing stays ours so unknown API paths keep their JSON 404.
    await app.register(fastifyStatic, { root: path.join(distDir, 'site'), serve: false });
    const send: SendFile = (reply, root, file) => reply.header('cache-control', cacheControlFor(file)).sendFile(file, root, { cacheControl: false });
    await app.register(restaurantRoute);
    await app.register(photoRoute);
    serveWidget(app, path.join(distDir, 'widget'), send);
    serveStaffConsole(app, path.join(distDir, 'console'), send);
    serveSite(app, path.join(distDir, 'site'), send);
  },
  { name: 'web', dependencies: ['services'] },
);
