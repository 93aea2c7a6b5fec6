import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { migrate } from './migrate.ts';
import { addDemoTextsOnUpgrade } from '../restaurant/seed.ts';

let store: TestDatabase | null = null;
afterEach(async () => {
  await store?.drop();
  store = null;
});

/** The database as the release before the texts left it: no texts table, its migration not applied. */
async function beforeTheTexts(): Promise<TestDatabase> {
  store = await createTestDatabase();
  await store.db.query('drop table restaurant_texts');
  await store.db.query("delete from schema_migrations where name like '050_%'");
  return store;
}

const textCount = async (test: TestDatabase) => (await test.db.query<{ n: number }>('select count(*)::int as n from restaurant_texts')).rows[0]!.n;

describe('upgrading to the stored texts', () => {
  it('gives the demo restaurant its wording when the migration is applied, and only then', async () => {
    const test = await beforeTheTexts();
    const applied = await migrate(test.db);
    expect(applied).toEqual([expect.stringMatching(/^050_/)]);
    await addDemoTextsOnUpgrade(test.db, applied);
    expect(await textCount(test)).toBe(22);
    await test.db.query("delete from restaurant_texts where key = 'chef'");
    await addDemoTextsOnUpgrade(test.db, await migrate(test.db));
    expect(await textCount(test)).toBe(20);
  });

  it('leaves a real restaurant to write its own', async () => {
    const test = await beforeTheTexts();
    await test.db.query(`update settings set value = jsonb_set(value, '{registration_en}', '"Lantern Counter Ltd."') where key = 'restaurant'`);
    await addDemoTextsOnUpgrade(test.db, await migrate(test.db));
    expect(await textCount(test)).toBe(0);
  });
});
