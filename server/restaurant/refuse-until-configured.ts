import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { NOT_CONFIGURED_MESSAGE, restaurantConfigured } from '../repositories/configured.ts';

/** The calls that work before a restaurant exists: the staff's (setup among them) and the health probe. */
const WITHOUT_RESTAURANT = /^\/(api\/admin\/|api\/staff\/|health(\?|$))/;

/** Guests' calls answer 503 not_configured, in a sentence, until `npm run admin -- setup` has run. */
export function refuseUntilConfigured(app: FastifyInstance): onRequestHookHandler {
  return async (request) => {
    if (WITHOUT_RESTAURANT.test(request.url)) return;
    if (await restaurantConfigured(app.db)) return;
    throw new AppError(503, 'not_configured', NOT_CONFIGURED_MESSAGE);
  };
}
