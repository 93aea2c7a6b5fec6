import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tonight } from '../../api-client/contract/staff-service.ts';
import { adminCall } from '../staff-actions/test-support.ts';
import { buildTestApp, testStore, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const note = (date: string, body: unknown) => adminCall(t.app, 'PUT', `/api/staff/evenings/${date}/note`, body);
const tonight = async (date: string) => (await adminCall<Tonight>(t.app, 'GET', `/api/staff/tonight?date=${date}`)).body;

describe(`the evening's note for the team (${testStore})`, () => {
  it('is written, shown on that evening only, rewritten, removed when emptied, and audited', async () => {
    expect(await note('2026-06-10', { note: '  Chef Li off; 王先生 at 18:00 is allergic to shellfish ' })).toMatchObject({
      status: 200, body: { date: '2026-06-10', note: 'Chef Li off; 王先生 at 18:00 is allergic to shellfish' },
    });
    expect((await tonight('2026-06-10')).shift_note).toBe('Chef Li off; 王先生 at 18:00 is allergic to shellfish');
    expect((await tonight('2026-06-11')).shift_note).toBe('');
    expect((await note('2026-06-10', { note: 'Two more hands at 20:00' })).status).toBe(200);
    expect((await tonight('2026-06-10')).shift_note).toBe('Two more hands at 20:00');
    expect((await note('2026-06-10', { note: '' })).status).toBe(200);
    expect((await tonight('2026-06-10')).shift_note).toBe('');
    const { rows } = await t.db.query<{ action: string }>(`select action from audit_log where action = 'shift_note'`);
    expect(rows).toHaveLength(3);
  });

  it('refuses a note too long or a date that is not one, changing nothing', async () => {
    expect(await note('2026-06-12', { note: 'x'.repeat(2001) })).toMatchObject({ status: 422, body: { errors: { note: 'note_too_long' } } });
    expect((await note('2026-13-01', { note: 'x' })).status).toBe(422);
    expect((await tonight('2026-06-12')).shift_note).toBe('');
  });
});
