import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { TEST_ADMIN_TOKEN, buildTestApp, type TestApp } from '../../test/test-app.ts';
import { answerValidator, type ServedDocument } from './answer-validator.ts';

/**
 * The served OpenAPI document alone suffices: types generated from it with openapi-typescript
 * type-check a booking made with openapi-fetch (book-a-table.ts), which then books a table on the
 * real server, every answer held to the document.
 */
let t: TestApp;
let baseUrl: string;
let document: ServedDocument;
let generated: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { OUTBOX_ENABLED: 'true' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as ServedDocument;
  generated = await mkdtemp(path.join(tmpdir(), 'tb-openapi-types-'));
});
afterAll(async () => {
  await t.close();
  await rm(generated, { recursive: true, force: true });
});

const flowFile = fileURLToPath(new URL('./book-a-table.ts', import.meta.url));

/** The type errors of `files`, with `served-openapi` naming the generated types. */
function typeErrors(files: string[], types: string): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    skipLibCheck: true,
    noEmit: true,
    paths: { 'served-openapi': [types] },
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

describe('a client generated from the served document', () => {
  it('type-checks the booking, and refuses what the document does not allow', async () => {
    const types = path.join(generated, 'openapi.d.ts');
    await writeFile(types, astToString(await openapiTS(document as never)));
    expect(typeErrors([flowFile], types)).toEqual([]);

    const wrong = path.join(generated, 'wrong.ts');
    await writeFile(
      wrong,
      `import type { paths } from 'served-openapi';\n` +
        `type Slots = paths['/api/get_slots']['get']['responses'][200]['content']['application/json'];\n` +
        `export const seating: Slots['slots'][number]['seating_id'] = 'a string';\n`,
    );
    expect(typeErrors([wrong], types)).toEqual([expect.stringContaining("Type 'string' is not assignable to type 'number'")]);
  }, 60_000);

  it('books a table end to end on the real server, every answer valid against the document', async () => {
    const check = answerValidator(document);
    const seen: string[] = [];
    // A computed path, so the repository's type check does not follow it to the generated types.
    const flow = (await import(/* @vite-ignore */ flowFile)) as { bookATable: (options: object) => Promise<Record<string, unknown>> };
    const booked = await flow.bookATable({
      baseUrl,
      staffToken: TEST_ADMIN_TOKEN,
      today: restaurantToday(t.clock.now()),
      check: async (method: string, schemaPath: string, response: Response) => seen.push(await check(method, schemaPath, response)),
    });

    expect(booked.stale).toMatchObject({ status: 403, error: { error: 'booking_not_yours' } });
    expect(booked.verified).toEqual({ status: 'approved' });
    expect(booked.captured).toEqual({ status: 'COMPLETED' });
    expect(booked.booking).toMatchObject({ code: booked.code, booking_date: booked.date, pax: 2, personal: true });
    expect(booked.mine).toMatchObject({ bookings: [expect.objectContaining({ code: booked.code })] });
    expect(new Set(seen)).toEqual(
      new Set([
        'csrf_cookie', 'restaurant', 'check_closed', 'check_full', 'get_slots', 'start_booking', 'update_booking', 'send_sms', 'dev_outbox',
        'verify_otp', 'add_customer', 'payment_options', 'paypal_create', 'paypal_capture', 'fetch_booking', 'get_user_bookings',
      ]),
    );
  });
});
