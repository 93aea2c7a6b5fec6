import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../api-client/contract/common.ts';
import { refusalKeys } from '../../api-client/contract/refusals.ts';
import { ROUTES, type Route } from '../../api-client/contract/routes.ts';
import { Guest } from '../test/guest.ts';
import { TEST_ADMIN_TOKEN, buildTestApp, type TestApp } from '../test/test-app.ts';

/** The route table against the server built from it: every route served, documented, and refusing bad input one way. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { OUTBOX_ENABLED: 'true' } });
});
afterAll(() => t.close());

const openapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const concretePath = (path: string) => path.replace(/:(\w+)/g, 'x');

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; tags?: string[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
}

describe('the OpenAPI document', () => {
  it('is served from the table: every route with its answers, and nothing else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    for (const route of ROUTES) {
      expect(t.app.hasRoute({ method: route.method, url: route.path }), `${route.name} is not served`).toBe(true);
      const operation = document.paths[openapiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.name} is not in the document`).toBeDefined();
      expect(operation).toMatchObject({ operationId: route.name, tags: [route.scope] });
      for (const [status, schema] of Object.entries(route.answers)) {
        const answer = operation!.responses[status];
        expect(answer, `${route.name} ${status}`).toBeDefined();
        if (!(schema instanceof z.ZodUndefined)) expect(answer!.content, `${route.name} ${status} has no schema`).toBeDefined();
      }
    }
    const documented = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(documented.sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });
});

/** Input no schema of the table accepts: an array for an object body (an empty one for a list), 300 characters and a control character for each query field. */
const BAD_TEXT = `${'x'.repeat(300)}\u0001`;
function badQuery(route: Route): string | null {
  if (!(route.query instanceof z.ZodObject)) return route.query ? '?a=1&a=2' : null;
  const query = Object.fromEntries(Object.keys(route.query.shape).map((key) => [key, BAD_TEXT]));
  return route.query.safeParse(query).success ? null : `?${new URLSearchParams(query).toString()}`;
}

async function askBadly(route: Route, guest: Guest) {
  const query = route.body ? '' : badQuery(route);
  if (!route.body && query === null) return null;
  const url = `${concretePath(route.path)}${query ?? ''}`;
  const payload = route.body ? [] : undefined;
  if (route.scope === 'guest') return guest.send({ method: route.method, url, ...(payload ? { payload } : {}) });
  const headers = route.scope === 'staff' ? { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } : {};
  const response = await t.app.inject({ method: route.method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('bad input, on every route that takes any', () => {
  it('gets the one refusal: 422 with a message, a key and the field -> key map', async () => {
    const guest = await Guest.start(t.app, 'token');
    const walked: string[] = [];
    for (const route of ROUTES) {
      const answer = await askBadly(route, guest);
      if (!answer) continue;
      walked.push(route.name);
      expect(answer.status, route.name).toBe(422);
      const body = apiErrorBodySchema.parse(answer.body);
      const firstKey = Object.values(body.errors ?? {})[0];
      expect(firstKey, route.name).toEqual(expect.stringMatching(/^[a-z][a-z0-9_]*$/));
      expect(body.error, route.name).toBe(route.errorIsFieldKey ? firstKey : 'validation_failed');
      expect(refusalKeys(route) ?? [body.error], `${route.name}: its refusals list no ${body.error}`).toContain(body.error);
    }
    const withBody = ROUTES.filter((route) => route.body).map((route) => route.name);
    expect(walked).toEqual(expect.arrayContaining(withBody));
    expect(walked).toEqual(expect.arrayContaining(['check_full', 'get_slots', 'admin_bookings', 'dev_outbox', 'demo_alipay_gateway']));
  });
});
