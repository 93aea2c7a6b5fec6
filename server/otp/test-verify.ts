import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Guest } from '../test/guest.ts';
import { TEST_ADMIN_TOKEN } from '../test/test-app.ts';

/**
 * Test helpers for any suite that needs a verified guest: they go through the real calls
 * (send, read the dev outbox with the admin token, verify), as a guest with a phone would.
 * A destination can get a new code only every otp_resend_seconds (a restaurant setting): advance the clock in between.
 */
export async function latestCodeFor(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?limit=1&to=${encodeURIComponent(to)}`,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  });
  const [entry] = response.json() as Array<{ code: string | null }>;
  if (!entry?.code) throw new Error(`No code in the dev outbox for ${to}`);
  return entry.code;
}

/** Makes `guest` the verified owner of +86 `phone`; returns '86 <phone>'. */
export async function verifyPhone(app: FastifyInstance, guest: Guest, phone = '13800138000'): Promise<string> {
  const sent = await guest.post<{ to: string; already_verified?: true }>('/api/send_sms', { country: '86', phone });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  if (sent.body.already_verified) return sent.body.to;
  const code = await latestCodeFor(app, sent.body.to);
  const verified = await guest.post<{ status: string }>('/api/verify_otp', { code, to: sent.body.to, type: 'sms' });
  expect(verified.body).toMatchObject({ status: 'approved' });
  return sent.body.to;
}

/** Makes `guest` the verified owner of `email`; returns it in lower case. */
export async function verifyEmail(app: FastifyInstance, guest: Guest, email = 'guest@example.cn'): Promise<string> {
  const sent = await guest.post<{ to: string; already_verified?: true }>('/api/send_email', { email });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  if (sent.body.already_verified) return sent.body.to;
  const code = await latestCodeFor(app, sent.body.to);
  const verified = await guest.post<{ status: string }>('/api/verify_otp', { code, to: sent.body.to, type: 'email' });
  expect(verified.body).toMatchObject({ status: 'approved' });
  return sent.body.to;
}
