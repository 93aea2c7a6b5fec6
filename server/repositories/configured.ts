import { readCacheOf } from '../cache/read-cache.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Whether a restaurant has been set up (`npm run admin -- setup`, or the demo seed): until then
 * the guests' API and pages have nothing to answer from. Kept in the read cache until the
 * settings change.
 */
export async function restaurantConfigured(db: Queryable): Promise<boolean> {
  const read = async () => {
    const { rows } = await db.query<{ configured: boolean }>("select exists (select 1 from settings where key = 'restaurant') as configured");
    return { value: rows[0]!.configured };
  };
  const cache = readCacheOf(db);
  return cache ? cache.get('configured', 0, read, ['settings']) : (await read()).value;
}

export const NOT_CONFIGURED_MESSAGE = 'No restaurant is set up yet: run `npm run admin -- setup`.';
