import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readFile, stat } from 'node:fs/promises';
import { readSettings } from '../repositories/settings-repository.ts';
import { bookingCodeInPath, CALENDAR_PATH, MY_BOOKINGS_PATH } from '../../api-client/contract/boot.ts';
import { bookingsProvedBy } from '../bookings/user-bookings.ts';
import { bookingAnswer } from '../bookings/booking-answer.ts';
import { listActiveSeatings } from '../bookings/seatings.ts';
import { currentMonthAvailability, withBootData, restaurantCardOf } from './boot-data.ts';
import { readStoredTexts } from '../content/restaurant-texts.ts';
import { readCardPhotos } from '../content/photos.ts';
import { closureNotes } from '../content/closure-notes.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { restaurantRoute } from './restaurant-route.ts';
import { photoRoute } from './photo-route.ts';
import { OPENING_SOON_PAGE } from './opening-soon.ts';
import { restaurantConfigured } from '../repositories/configured.ts';
import { cacheControlFor, findFile, PERSONAL, REVALIDATE } from './static-files.ts';
import { isSitePage } from './site-pages.ts';
import { CROSS_ORIGIN_RESOURCE } from '../plugins/security-headers.ts';
import { manageTokenOf, openManageLink } from './manage-link-open.ts';

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
    const consoleDir = path.join(distDir, 'console');

    await app.register(compress, { threshold: 1024 });
    // Only the reply.sendFile decorator: routing stays ours so unknown API paths keep their JSON 404.
    await app.register(fastifyStatic, { root: siteDir, serve: false });

    const send = (reply: FastifyReply, root: string, file: string) =>
      reply.header('cache-control', cacheControlFor(file)).sendFile(file, root, { cacheControl: false });

    await app.register(restaurantRoute);
    await app.register(photoRoute);

    // Other origins load the widget (EMBED_ORIGINS): its files may be read cross-origin.
    app.get('/widget/*', { helmet: CROSS_ORIGIN_RESOURCE }, async (request, reply) => {
      const file = await findFile(widgetDir, (request.params as { '*': string })['*']);
      if (!file) return reply.callNotFound();
      return send(reply, widgetDir, file);
    });

    // The staff console: its own page and files, never part of a guest's page; every path under
    // /staff/ that is no built file is the console's page (it routes itself).
    const staffConsole = async (request: FastifyRequest, reply: FastifyReply) => {
      const rest = (request.params as { '*'?: string })['*'] ?? '';
      const file = await findFile(consoleDir, rest);
      if (file) return send(reply, consoleDir, file);
      if (rest.startsWith('assets/')) return reply.callNotFound();
      const index = await findFile(consoleDir, 'index.html');
      if (!index) return reply.status(503).type('text/plain; charset=utf-8').send('The staff console is not built yet: run `npm run build`.');
      return reply.header('cache-control', REVALIDATE).header('x-robots-tag', 'noindex').sendFile(index, consoleDir, { cacheControl: false });
    };
    app.get('/staff', (_request, reply) => reply.redirect('/staff/'));
    app.get('/staff/*', staffConsole);

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
      if (!index) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The site is not built yet: run `npm run build` (npm start does this for you).');
      }
      const page = await sitePage(request, path.join(siteDir, index));
      // A page carrying a booking as this guest's session sees it is theirs alone: no cache keeps it.
      return reply
        .header('cache-control', page.forThisGuest ? PERSONAL : REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(page.html);
    };

    /** index.html as built, read again only when a new build replaces it. */
    let built: { file: string; modified: number; html: string } | null = null;
    async function builtPage(file: string): Promise<string> {
      const modified = (await stat(file)).mtimeMs;
      if (built?.file !== file || built.modified !== modified) built = { file, modified, html: await readFile(file, 'utf8') };
      return built.html;
    }

    /**
     * Today's status, the card and this guest's page data are written in so the first paint needs no request.
     * With the database unreachable the plain page still goes out, and the site fetches them itself.
     */
    async function sitePage(request: FastifyRequest, file: string): Promise<{ html: string; forThisGuest: boolean }> {
      const html = await builtPage(file);
      const urlPath = request.url.split('?')[0] ?? '/';
      const flowCode = bookingCodeInPath(urlPath);
      try {
        const now = app.clock.now();
        const [settings, seatings, texts, photos, availability, booking, myBookings] = await Promise.all([
          readSettings(app.db),
          listActiveSeatings(app.db),
          readStoredTexts(app.db),
          readCardPhotos(app.db),
          urlPath === CALENDAR_PATH ? currentMonthAvailability(app.db, now) : undefined,
          flowCode === null ? undefined : bookingAnswer(app.db, flowCode, () => request.getSession(), now),
          urlPath === MY_BOOKINGS_PATH ? request.getSession().then((session) => bookingsProvedBy(app.db, session, {}, now)) : undefined,
        ]);
        const closures = await closureNotes(app.db, restaurantToday(now), settings.horizon_days);
        const boot = {
          status: settings.status,
          restaurant: restaurantCardOf(settings, seatings, texts, closures, photos),
          ...(availability ? { availability } : {}),
          ...(booking === undefined ? {} : { booking: { code: flowCode!, answer: booking } }),
          ...(myBookings === undefined ? {} : { myBookings }),
        };
        return {
          html: withBootData(html, boot),
          // Answers that depend on the guest's session (personal fields, `editable`, their bookings).
          forThisGuest: booking !== undefined || myBookings !== undefined,
        };
      } catch (error) {
        request.log.warn({ err: error }, 'site page served without boot data');
        return { html, forThisGuest: false };
      }
    }
    app.get('/', site);
    app.get('/*', site);
  },
  { name: 'web', dependencies: ['services'] },
);
