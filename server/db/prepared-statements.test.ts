import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openPglite } from './pglite-database.ts';
import { preparedStatements } from './pglite-statements.ts';
import { openPostgres, statementNames } from './postgres-database.ts';
import { emptyPostgresDatabase, testStore } from '../test/test-app.ts';

let db: Database;
let another: Database | undefined;
let drop: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const empty = await emptyPostgresDatabase();
  drop = empty?.drop;
  db = empty ? await openPostgres(empty.url) : await openPglite();
  // A second instance on the same database (PostgreSQL only): the one that migrates in a rolling upgrade.
  another = empty ? await openPostgres(empty.url) : undefined;
  await db.exec(`create table visits (id serial primary key, day date not null, guests int not null, note text, tags text[])`);
});
afterAll(async () => {
  await another?.close();
  await db.close();
  await drop?.();
});

describe('statements prepared once per text', () => {
  it('answer as an unprepared statement does: dates as text, arrays, nulls, counts of changed rows', async () => {
    const insert = 'insert into visits (day, guests, note, tags) values ($1, $2, $3, $4) returning id, day, guests, note, tags';
    const first = await db.query(insert, ['2026-12-02', 2, null, ['window', 'birthday']]);
    const again = await db.query(insert, ['2026-12-03', 4, 'late', []]);
    expect(first.rows).toEqual([{ id: 1, day: '2026-12-02', guests: 2, note: null, tags: ['window', 'birthday'] }]);
    expect(again.rows).toEqual([{ id: 2, day: '2026-12-03', guests: 4, note: 'late', tags: [] }]);
    const update = await db.query('update visits set guests = guests + $1 where day >= $2', [1, '2026-12-01']);
    expect(update).toEqual({ rows: [], rowCount: 2 });

    const read = 'select id, day, guests, note, tags, day + 1 as next_day, now() > $1 as later from visits where id = $2';
    for (let run = 0; run < 7; run += 1) {
      // PostgreSQL plans a prepared statement for its values five times, then may keep a generic plan.
      expect((await db.query(read, [new Date('2020-01-01T00:00:00Z'), 1])).rows).toEqual([
        { id: 1, day: '2026-12-02', guests: 3, note: null, tags: ['window', 'birthday'], next_day: '2026-12-03', later: true },
      ]);
    }
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

  it('are prepared again when another instance changes what they return (a rolling upgrade)', async () => {
    const all = 'select * from visits where id = $1';
    expect(Object.keys((await db.query<object>(all, [2])).rows[0]!)).toHaveLength(5);
    await (another ?? db).exec('alter table visits add column seat int');
    expect(Object.keys((await db.query<object>(all, [2])).rows[0]!)).toHaveLength(6);
    await (another ?? db).exec('alter table visits add column table_no int');
    // In a transaction the refused run cannot be repeated unseen: the transaction fails, the next runs.
    await expect(db.transaction((tx) => tx.query(all, [2]))).rejects.toMatchObject({ code: '0A000' });
    expect(Object.keys((await db.transaction((tx) => tx.query<object>(all, [2]))).rows[0]!)).toHaveLength(7);
  });
});

describe.skipIf(testStore !== 'pglite')('the embedded database\'s prepared statements', () => {
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

describe("PostgreSQL's statement names", () => {
  it('name at most their limit of texts, each once, and name every text anew after a refused statement', () => {
    const names = statementNames(2);
    const first = names.nameOf('select $1::int as a');
    expect(first).toBeDefined();
    expect(names.nameOf('select $1::int as a')).toBe(first);
    expect(names.nameOf('select $1::int as b')).toBeDefined();
    // A third text, e.g. an update built from the fields a guest sent, runs unnamed.
    expect(names.nameOf('select $1::int as c')).toBeUndefined();
    names.changed();
    const renamed = names.nameOf('select $1::int as a');
    expect(renamed).toBeDefined();
    expect(renamed).not.toBe(first);
  });
});
