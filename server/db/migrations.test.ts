import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
/** The migrations the README's upgrade table judges one by one; every later one must only add. */
const JUDGED_UP_TO = '032_staff.sql';

/** What would break the previous release running beside the new one on the same database. */
const UNSAFE: Array<[RegExp, string]> = [
  [/\bdrop\s+table\b/, 'drops a table'],
  [/\bdrop\s+column\b/, 'drops a column'],
  [/\brename\b/, 'renames'],
  [/\bset\s+not\s+null\b/, 'makes a column required'],
  [/\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/, "changes a column's type"],
  [/\badd\s+column\s+(if\s+not\s+exists\s+)?\S+\s+[^,;]*\bnot\s+null\b(?![^,;]*\bdefault\b)/, 'adds a required column without a default'],
];

/** The statements of a migration without its comments, lower case, one space between words. */
const statementsOf = (sql: string) => sql.replace(/--[^\n]*/g, '').replace(/\s+/g, ' ').toLowerCase();

describe('migrations are safe for a rolling upgrade', () => {
  it('each new migration only adds, so the previous release keeps working beside it', async () => {
    const files = (await readdir(dir)).filter((name) => name.endsWith('.sql') && name > JUDGED_UP_TO).sort();
    const found: string[] = [];
    for (const file of files) {
      const sql = statementsOf(await readFile(dir + file, 'utf8'));
      for (const [pattern, what] of UNSAFE) if (pattern.test(sql)) found.push(`${file} ${what}`);
    }
    expect(found).toEqual([]);
  });

  it('recognises what it refuses', () => {
    const unsafe = (sql: string) => UNSAFE.filter(([pattern]) => pattern.test(statementsOf(sql))).map(([, what]) => what);
    expect(unsafe('alter table bookings drop column note;')).toEqual(['drops a column']);
    expect(unsafe('alter table bookings add column paid_at timestamptz not null;')).toEqual(['adds a required column without a default']);
    expect(unsafe("alter table bookings add column source text not null default 'web';")).toEqual([]);
    expect(unsafe('alter table bookings add column seen_at timestamptz; -- later: rename it')).toEqual([]);
    expect(unsafe('alter table bookings alter column note type varchar(50);')).toEqual(["changes a column's type"]);
    expect(unsafe('create table waitlist (id serial primary key, name text not null);')).toEqual([]);
  });
});
