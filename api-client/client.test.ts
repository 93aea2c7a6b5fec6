import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the test runs the real server; the client itself never imports it
import { buildTestApp, type TestApp } from '../server/test/test-app.ts';
import { ApiError } from './api-error.ts';
import { createCheckedApiClient } from './checked-client.ts';
import { createApiClient } from './client.ts';
import { memoryTokenStore } from './token-store.ts';

/**
 * The client against the real server on a real port, as a cross-site embed sees it: no page
 * origin, so no cookies, only the session token the API hands out. Created as the widget creates
 * it, so every answer is also checked against the contract (as in every mode but production).
 */
let test: TestApp;
let baseUrl: string;

beforeAll(async () => {
  test = await buildTestApp();
  const app: FastifyInstance = test.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => test.close());

const client = (tokens = memoryTokenStore()) => ({ api: createCheckedApiClient({ baseUrl, tokenStore: tokens }), tokens });

describe('api client', () => {
  it('reads the site status', async () => {
    expect(await client().api.getStatus()).toBe('live');
  });

  it('keeps the session token the API hands out and sends it back', async () => {
    const { api, tokens } = client();
    await api.csrfCookie();
    const first = tokens.get();
    expect(first).toMatch(/^[\w-]{20,}$/);
    // Nothing is stored for a bare csrf-cookie call, so the server answers the next one with a
    // token of its own, and the client keeps that one rather than the one it sent.
    await api.csrfCookie();
    expect(tokens.get()).toMatch(/^[\w-]{20,}$/);
    expect(tokens.get()).not.toBe(first);
  });

  it('turns a refusal into one ApiError with status, key and field map', async () => {
    const { api } = client();
    const failure = await api.getSlots('2026-02-30').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, error: 'validation_failed', errors: { date: 'date_invalid' } });
  });

  it('answers null for an unknown booking code', async () => {
    expect(await client().api.fetchBooking('NO-SUCH-CODE')).toBeNull();
  });

  it('holds seats with a token-only session and fetches the booking back', async () => {
    const { api, tokens } = client();
    const { slots } = await api.getSlots('2026-06-10');
    const slot = slots.find((candidate) => candidate.available >= 2 && candidate.min <= 2);
    expect(slot).toBeDefined();
    const { code } = await api.startBooking({ d: '2026-06-10', s: slot!.seating_id, p: 2 });
    expect(tokens.get()).toBeTruthy();
    const booking = await api.fetchBooking(code);
    expect(booking).toMatchObject({ code, pax: 2, booking_date: '2026-06-10', last_step: 0, editable: true });
  });

  it('sends a one-time code by e-mail through a token session', async () => {
    const { api } = client();
    await expect(api.sendEmail({ email: 'Guest@Example.com' })).resolves.toEqual({ to: 'guest@example.com' });
    const refused = await api.sendSms({ country: '86', phone: '12345' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 422, error: expect.any(String), errors: { phone: 'phone_format_error' } });
  });

  it('reports an unreachable API as a network ApiError', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', tokenStore: memoryTokenStore() });
    await expect(api.getStatus()).rejects.toMatchObject({ status: 0, error: 'network_error' });
  });

  it('gives up on an API that never answers, as a network ApiError', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, tokenStore: memoryTokenStore(), timeoutMs: 300 });
      await expect(api.getStatus()).rejects.toMatchObject({ status: 0, error: 'network_error' });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
