import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isSchemaMissing } from './error-handler.ts';

const pgError = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['the server refusing the connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection cut by the network', new Error('Connection terminated unexpectedly')],
    ['a client left unusable by a lost connection', new Error('Client has encountered a connection error and is not queryable')],
    ['no connection free in time', new Error('timeout exceeded when trying to connect')],
    ['a connection exception', pgError('08006')],
    ['an administrator ending the connection', pgError('57P01')],
    ['the server crashing', pgError('57P02')],
    ['the server starting up', pgError('57P03')],
    ['the database dropped under the connection', pgError('57P04')],
    ['too many connections', pgError('53300')],
    ['a database that does not exist', pgError('3D000', 'database "tb" does not exist')],
    ['the same, in words only', new Error('database "tb" does not exist')],
    ['a table that is not there', pgError('42P01', 'relation "settings" does not exist')],
    ['a schema that is not there', pgError('3F000')],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a column that is not there', pgError('42703')],
    ['a function that is not there', pgError('42883')],
    ['a statement cancelled by its timeout', pgError('57014')],
    ['a serialization failure', pgError('40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isSchemaMissing', () => {
  it('is true only for a missing table or schema, which migrating again repairs', () => {
    expect(['42P01', '3F000', '3D000', '42703', '08006'].filter((code) => isSchemaMissing(pgError(code)))).toEqual(['42P01', '3F000']);
  });
});
