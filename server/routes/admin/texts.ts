import type { FastifyInstance } from 'fastify';
import { RESTAURANT_TEXT_KEYS } from '../../../api-client/contract/content.ts';
import { listActiveSeatings } from '../../bookings/seatings.ts';
import { checkedText, fillText, placeholdersOf, readStoredTexts, TEXT_KEYS, TEXT_LANGUAGES, writeText } from '../../content/restaurant-texts.ts';
import type { Queryable } from '../../db/database.ts';
import { readSettings } from '../../repositories/settings-repository.ts';
import { restaurantCardOf } from '../../web/boot-data.ts';
import { serve } from '../../plugins/serve.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { recordAudit } from '../../staff/audit.ts';

/** Every text in both languages: as written, as guests read it now (null when not written). */
async function textsOverview(db: Queryable) {
  const [settings, seatings, stored] = await Promise.all([readSettings(db), listActiveSeatings(db), readStoredTexts(db)]);
  const card = restaurantCardOf(settings, seatings, stored);
  return RESTAURANT_TEXT_KEYS.flatMap((key) =>
    TEXT_LANGUAGES.map((lang) => {
      const text = stored.find((row) => row.key === key && row.lang === lang)?.body ?? null;
      return {
        key,
        lang,
        about: TEXT_KEYS[key].about,
        text,
        shown: text === null ? null : fillText(text, settings, card.private_room),
        placeholders: placeholdersOf(key),
      };
    }),
  );
}

/** `npm run admin -- text show [KEY] | text set KEY LANG`: the restaurant's own words. */
export async function adminTextRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_texts', async () => textsOverview(app.db));

  serve(app, 'admin_change_text', async (request) => {
    const { key, lang, body } = checkedText(request.params.key, request.params.lang, request.body.text);
    const { actor, now } = staffContextOf(app, request);
    const before = (await readStoredTexts(app.db)).find((row) => row.key === key && row.lang === lang)?.body ?? null;
    await app.db.transaction(async (tx) => {
      await writeText(tx, key, lang, body);
      await recordAudit(tx, { actor, action: 'text.change', before: { key, lang, text: before }, after: { key, lang, text: body || null } }, now);
    });
    return (await textsOverview(app.db)).find((row) => row.key === key && row.lang === lang)!;
  });
}
