import { describe, expect, it } from 'vitest';
import { answerValidator, type ServedDocument } from './answer-validator.ts';

const document: ServedDocument = {
  paths: {
    '/api/things/{id}': {
      get: {
        operationId: 'thing',
        responses: {
          200: { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } } } },
          303: { headers: { Location: { required: true } } },
          '4XX': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } } },
        },
      },
    },
  },
  components: { schemas: { Refusal: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] } } },
};

const check = answerValidator(document);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('an answer held to the document', () => {
  it('passes when status, media type, headers and body fit, a range standing for its statuses', async () => {
    expect(await check('GET', '/api/things/{id}', json({ id: 1 }))).toBe('thing');
    expect(await check('GET', '/api/things/{id}', json({ error: 'thing_not_found' }, 404))).toBe('thing');
    expect(await check('GET', '/api/things/{id}', new Response(null, { status: 303, headers: { location: '/elsewhere' } }))).toBe('thing');
  });

  it('fails on a body its schema refuses, a referenced schema included', async () => {
    await expect(check('GET', '/api/things/{id}', json({ id: 'one' }))).rejects.toThrow(/thing 200/);
    await expect(check('GET', '/api/things/{id}', json({ message: 'no key' }, 404))).rejects.toThrow(/thing 404/);
  });

  it('fails on a status, a media type, a header or a path the document does not have', async () => {
    await expect(check('GET', '/api/things/{id}', json({ id: 1 }, 500))).rejects.toThrow(/no such answer/);
    await expect(check('GET', '/api/things/{id}', new Response('<p>', { headers: { 'content-type': 'text/html' } }))).rejects.toThrow(/sent as text\/html/);
    await expect(check('GET', '/api/things/{id}', new Response(null, { status: 303 }))).rejects.toThrow(/no Location header/);
    await expect(check('POST', '/api/things/{id}', json({ id: 1 }))).rejects.toThrow(/not in the document/);
  });
});
