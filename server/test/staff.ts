import type { FastifyInstance } from 'fastify';
import { TEST_ADMIN_TOKEN } from './test-app.ts';

/** Test helpers for staff: the first owner as the command line makes it, and a console sign-in by e-mail code. */
export async function bootstrapOwner(app: FastifyInstance, email = 'owner@restaurant.cn'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/members',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    payload: { email, name: 'Owner', role: 'owner' },
  });
  if (response.statusCode !== 200) throw new Error(`bootstrap owner: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export async function addStaff(app: FastifyInstance, ownerToken: string, email: string, role: 'owner' | 'manager' | 'host') {
  return app.inject({
    method: 'POST',
    url: '/api/staff/members',
    headers: { authorization: `Bearer ${ownerToken}` },
    payload: { email, name: email.split('@')[0], role },
  });
}

/** The newest code sent to `email`: staff codes leave through the outbox, so its worker runs first. */
export async function staffCodeFor(app: FastifyInstance, ownerToken: string, email: string): Promise<string> {
  await app.outgoing.deliverDue();
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?limit=1&to=${encodeURIComponent(email)}`,
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const [entry] = response.json() as Array<{ code: string | null }>;
  if (!entry?.code) throw new Error(`No code in the dev outbox for ${email}`);
  return entry.code;
}

export interface StaffBrowser {
  cookie: string;
  xsrf: string;
  headers(write?: boolean): Record<string, string>;
}

/** Signs `email` in to the console as its page would; answers the cookie and XSRF token to send. */
export async function signInStaff(app: FastifyInstance, ownerToken: string, email: string, remoteAddress = '192.0.2.10'): Promise<StaffBrowser> {
  const asked = await app.inject({ method: 'POST', url: '/api/staff/sign-in/code', payload: { email }, remoteAddress });
  if (asked.statusCode !== 202) throw new Error(`sign-in code: ${asked.statusCode} ${asked.body}`);
  const code = await staffCodeFor(app, ownerToken, email);
  const verified = await app.inject({ method: 'POST', url: '/api/staff/sign-in/verify', payload: { email, code }, remoteAddress });
  if (verified.statusCode !== 200) throw new Error(`sign-in: ${verified.statusCode} ${verified.body}`);
  const cookie = verified.cookies.find((c) => c.name.endsWith('tb_staff'))!;
  const xsrf = (verified.json() as { xsrf: string }).xsrf;
  const header = `${cookie.name}=${cookie.value}`;
  return { cookie: header, xsrf, headers: (write = false) => ({ cookie: header, ...(write ? { 'x-staff-xsrf': xsrf } : {}) }) };
}
