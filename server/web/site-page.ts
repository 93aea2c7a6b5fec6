import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import { bookingCodeInPath, CALENDAR_PATH, MY_BOOKINGS_PATH } from '../../api-client/contract/boot.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { bookingAnswer } from '../bookings/booking-answer.ts';
import { listActiveSeatings } from '../bookings/seatings.ts';
import { bookingsProvedBy } from '../bookings/user-bookings.ts';
import { closureNotes } from '../content/closure-notes.ts';
import { readCardPhotos } from '../content/photos.ts';
import { readStoredTexts } from '../content/restaurant-texts.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { currentMonthAvailability, restaurantCardOf, withBootData } from './boot-data.ts';
import { withPhotoPreload } from './photo-preload.ts';

export type SitePage = (request: FastifyRequest, file: string) => Promise<{ html: string; forThisGuest: boolean }>;

/** The site's index.html for one request, with what its first paint needs written in. */
export function sitePages(app: FastifyInstance): SitePage {
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
  return async function sitePage(request: FastifyRequest, file: string): Promise<{ html: string; forThisGuest: boolean }> {
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
        html: withPhotoPreload(withBootData(html, boot), urlPath, photos),
        // Answers that depend on the guest's session (personal fields, `editable`, their bookings).
        forThisGuest: booking !== undefined || myBookings !== undefined,
      };
    } catch (error) {
      request.log.warn({ err: error }, 'site page served without boot data');
      return { html, forThisGuest: false };
    }
  };
}
