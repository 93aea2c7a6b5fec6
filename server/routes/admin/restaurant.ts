import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { readSettings, writeSetting } from '../../repositories/settings-repository.ts';
import { adminValue } from './admin-values.ts';
import { IDENTITY_FIELDS, IDENTITY_KEYS } from './identity-fields.ts';
import { serve } from '../../plugins/serve.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { recordAudit } from '../../staff/audit.ts';

/** The card's field each admin key edits (about_url is the card's website). */
const cardKey = (key: string) => (key === 'about_url' ? 'website' : key);

/** `npm run admin -- restaurant show | set KEY VALUE`: the restaurant's identity, in both languages. */
export async function adminRestaurantRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_restaurant', async () => {
    const { restaurant } = await readSettings(app.db);
    return Object.fromEntries(IDENTITY_KEYS.map((key) => [key, restaurant[cardKey(key) as keyof typeof restaurant]]));
  });

  serve(app, 'admin_change_restaurant', async (request) => {
    const { key } = request.params;
    const field = IDENTITY_FIELDS[key];
    if (!field) throw notFound('restaurant_key_unknown', `There is no restaurant detail ${JSON.stringify(key)}; the details are: ${IDENTITY_KEYS.join(', ')}.`);
    const value = adminValue(field.schema, request.body.value ?? '', key, field.allowed);
    const { actor, now } = staffContextOf(app, request);
    return app.db.transaction(async (tx) => {
      const { restaurant } = await readSettings(tx);
      await writeSetting(tx, 'restaurant', { ...restaurant, [cardKey(key)]: value });
      const before = restaurant[cardKey(key) as keyof typeof restaurant];
      await recordAudit(tx, { actor, action: 'restaurant.change', before: { [key]: before ?? null }, after: { [key]: value } }, now);
      return { key, value };
    });
  });
}
