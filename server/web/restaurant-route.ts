import type { FastifyInstance } from 'fastify';
import { listActiveSeatings } from '../bookings/seatings.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { readStoredTexts } from '../content/restaurant-texts.ts';
import { closureNotes } from '../content/closure-notes.ts';
import { readCardPhotos } from '../content/photos.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { restaurantCardOf } from './boot-data.ts';
import { serve } from '../plugins/serve.ts';
import { refuseUntilConfigured } from '../restaurant/refuse-until-configured.ts';

/**
 * The restaurant's public card (name, address, phone, web site, registration line, booking rules)
 * for the site's footer, About link, contact page and result page, and for the widget's calendar
 * and texts. Editable by the admin command, so not baked into the build.
 */
export async function restaurantRoute(app: FastifyInstance): Promise<void> {
  serve(
    app,
    'restaurant',
    async () => {
      const [settings, seatings, texts, photos] = await Promise.all([readSettings(app.db), listActiveSeatings(app.db), readStoredTexts(app.db), readCardPhotos(app.db)]);
      const closures = await closureNotes(app.db, restaurantToday(app.clock.now()), settings.horizon_days);
      return restaurantCardOf(settings, seatings, texts, closures, photos);
    },
    { onRequest: refuseUntilConfigured(app) },
  );
}
