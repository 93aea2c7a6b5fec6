import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openPostgres } from './db/postgres-database.ts';
import { migrate } from './db/migrate.ts';
import { describeStartupError } from './startup-errors.ts';

/** Issue 15: a DATABASE_URL that cannot be reached or does not exist stops the start with one line. */
async function startFailure(url: string): Promise<unknown> {
  const db = await openPostgres(url);
  try {
    await migrate(db);
  } catch (error) {
    return error;
  } finally {
    await db.close();
  }
  throw new Error('expected the start to fail');
}

describe('a start that cannot begin', () => {
  it('names a closed port', async () => {
    const url = 'postgres://postgres@127.0.0.1:1/test';
    expect(describeStartupError(await startFailure(url), url)).toBe(
      'DATABASE_URL: nothing accepts connections at 127.0.0.1:1. Start PostgreSQL there or fix the host and port.',
    );
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('names a database that does not exist, and how to create it', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/tb_no_such_database';
    const line = describeStartupError(await startFailure(url.toString()), url.toString());
    expect(line).toMatch(/^DATABASE_URL: the database "tb_no_such_database" does not exist on .+\. Create it \(createdb tb_no_such_database\)/);
  });

  it('never shows the password of the URL', () => {
    const line = describeStartupError({ code: '28P01' }, 'postgres://booker:s3cret@db.internal:6543/reservations');
    expect(line).toBe('DATABASE_URL: PostgreSQL at db.internal:6543 refused the user "booker". Check the user name and password.');
  });

  it('passes a bad setting on as its one line, and leaves real faults to their stack trace', () => {
    let thrown: unknown;
    try {
      loadConfig({ PORT: 'eighty' });
    } catch (error) {
      thrown = error;
    }
    expect(describeStartupError(thrown)).toMatch(/^Invalid configuration: PORT/);
    expect(describeStartupError(new TypeError('x is undefined'), 'postgres://h/d')).toBeNull();
  });
});
