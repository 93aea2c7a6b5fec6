import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_OID } from './database.ts';
import { openPglite, type EmbeddedDatabase } from './pglite-database.ts';
import { preparedStatements } from './pglite-statements.ts';

let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await openPglite();
  await db.exec(`create table visits (id serial primary key, day date not null, guests int not null, note text, tags text[])`);
});
afterAll(() => db.close());

describe('statements on the embedded database, prepared once', () => {
  it('answer as PGlite itself does: dates as text, arrays, nulls, counts of changed rows', async () => {
    const insert = 'insert into visits (day, guests, note, tags) values ($1, $2, $3, $4) returning id, day, guests, note, tags';
    const first = await db.query(insert, ['2026-12-02', 2, null, ['window', 'birthday']]);
    const again = await db.query(insert, ['2026-12-03', 4, 'late', []]);
    expect(first.rows).toEqual([{ id: 1, day: '2026-12-02', guests: 2, note: null, tags: ['window', 'birthday'] }]);
    expect(again.rows).toEqual([{ id: 2, day: '2026-12-03', guests: 4, note: 'late', tags: [] }]);
    const update = await db.query('update visits set guests = guests + $1 where day >= $2', [1, '2026-12-01']);
    expect(update).toEqual({ rows: [], rowCount: 2 });

    const plain = await PGlite.create({ parsers: { [DATE_OID]: (value: string) => value } });
    await plain.exec(`create table visits (id serial primary key, day date not null, guests int not null, note text, tags text[])`);
    await plain.query(insert, ['2026-12-02', 2, null, ['window', 'birthday']]);
    await plain.query('update visits set guests = guests + $1 where day >= $2', [1, '2026-12-01']);
    const read = 'select id, day, guests, note, tags, day + 1 as next_day, now() > $1 as later from visits order by id';
    const mine = await db.query(read, [new Date('2020-01-01T00:00:00Z')]);
    expect(mine.rows[0]).toEqual((await plain.query(read, [new Date('2020-01-01T00:00:00Z')])).rows[0]);
    await plain.close();
  });

  it('leave the database usable after a refused statement, in a transaction or not', async () => {
    await expect(db.query('insert into visits (day, guests) values ($1, $2)', ['2026-12-04', null])).rejects.toMatchObject({ code: '23502' });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into visits (day, guests) values ($1, $2)', ['2026-12-05', 3]);
        await tx.query('insert into visits (day, guests) values ($1, $2)', ['2026-12-05', null]);
      }),
    ).rejects.toMatchObject({ code: '23502' });
    expect((await db.query<{ n: number }>('select count(*)::int as n from visits where day >= $1', ['2026-12-04'])).rows).toEqual([{ n: 0 }]);
    await expect(db.query('select no_such_column from visits where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await db.query<{ n: number }>('select count(*)::int as n from visits where id > $1', [0])).rows).toEqual([{ n: 2 }]);
  });

  it('never run inside a transaction under way: a query outside waits for it and sees it committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const count = 'select count(*)::int as n from visits where guests = $1';
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into visits (day, guests) values ($1, $2)', ['2026-12-06', 99]);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.query<{ n: number }>(count, [99]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 1 }]);
  });

  it('are prepared again when a change of table changes what they return', async () => {
    const all = 'select * from visits where id = $1';
    expect(Object.keys((await db.query<object>(all, [1])).rows[0]!)).toHaveLength(5);
    await db.exec('alter table visits add column seat int');
    expect(Object.keys((await db.query<object>(all, [1])).rows[0]!)).toHaveLength(6);
    await db.exec('alter table visits add column table_no int');
    // In a transaction the refused run cannot be repeated unseen: the transaction fails, the next runs.
    await expect(db.transaction((tx) => tx.query(all, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect(Object.keys((await db.transaction((tx) => tx.query<object>(all, [1]))).rows[0]!)).toHaveLength(7);
  });

  it('keeps at most its limit of statement texts prepared; others still run, planned each time', async () => {
    const client = await PGlite.create();
    const statements = preparedStatements(client, 2);
    await statements.run('select $1::int as a', [1], true);
    await statements.run('select $1::int as b', [2], true);
    expect(statements.handles('select $1::int as a')).toBe(true);
    expect(statements.handles('select $1::int as c')).toBe(false);
    await client.close();
  });
});
