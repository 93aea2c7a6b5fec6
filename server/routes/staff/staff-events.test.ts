import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff } from '../../test/staff.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { MOST_STREAMS_PER_MEMBER } from './service.ts';

let t: TestApp;
let owner: string;
let url: string;
const opened: AbortController[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  owner = await bootstrapOwner(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/staff/events`;
});
afterAll(async () => {
  for (const controller of opened) controller.abort();
  await t.close();
});

async function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.status === 200 ? response.body!.getReader() : null;
  await reader?.read();
  return { status: response.status, error: response.status === 200 ? null : ((await response.json()) as { error: string }).error, reader };
}

/** 'ended' once the server closes the stream; 'open' when it is still open after a moment. */
async function endedSoon(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<'ended' | 'open'> {
  const late = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 2000).unref());
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return 'ended' as const;
  })();
  return Promise.race([ended, late]);
}

const staffCall = (method: 'POST' | 'PUT' | 'DELETE', path: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

describe('the staff event stream', () => {
  it('ends when the member signs out', async () => {
    await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
    const host = await signInStaff(t.app, owner, 'host@restaurant.cn');
    const stream = await openStream({ cookie: host.cookie });
    expect(stream.status).toBe(200);
    expect((await staffCall('POST', '/api/staff/sign-out', host.headers(true))).statusCode).toBe(200);
    expect(await endedSoon(stream.reader!)).toBe('ended');
  });

  it("ends when the member is removed, their role changes, or their token is revoked", async () => {
    t.clock.advance(61_000);
    await addStaff(t.app, owner, 'manager@restaurant.cn', 'manager');
    await addStaff(t.app, owner, 'leaver@restaurant.cn', 'host');
    const manager = await signInStaff(t.app, owner, 'manager@restaurant.cn');
    const leaver = await signInStaff(t.app, owner, 'leaver@restaurant.cn');
    const created = await staffCall('POST', '/api/staff/tokens', { authorization: `Bearer ${owner}` }, { label: 'script', email: 'manager@restaurant.cn' });
    const { id, token } = created.json() as { id: number; token: string };
    const byCookie = await openStream({ cookie: manager.cookie });
    const byToken = await openStream({ authorization: `Bearer ${token}` });
    const leaving = await openStream({ cookie: leaver.cookie });

    expect((await staffCall('DELETE', `/api/staff/tokens/${id}`, { authorization: `Bearer ${owner}` })).statusCode).toBe(200);
    expect(await endedSoon(byToken.reader!)).toBe('ended');
    expect(await endedSoon(byCookie.reader!)).toBe('open');

    expect((await staffCall('PUT', '/api/staff/members/manager@restaurant.cn/role', { authorization: `Bearer ${owner}` }, { role: 'host' })).statusCode).toBe(200);
    expect(await endedSoon(byCookie.reader!)).toBe('ended');

    expect((await staffCall('DELETE', '/api/staff/members/leaver@restaurant.cn', { authorization: `Bearer ${owner}` })).statusCode).toBe(200);
    expect(await endedSoon(leaving.reader!)).toBe('ended');
  }, 30_000);

  it("are counted per member, so one member's streams never shut out the owner's console", async () => {
    t.clock.advance(61_000);
    await addStaff(t.app, owner, 'curious@restaurant.cn', 'host');
    const created = await staffCall('POST', '/api/staff/tokens', { authorization: `Bearer ${owner}` }, { label: 'mine', email: 'curious@restaurant.cn' });
    const { token } = created.json() as { token: string };
    const answers = [];
    for (let i = 0; i <= MOST_STREAMS_PER_MEMBER; i += 1) answers.push(await openStream({ authorization: `Bearer ${token}` }));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(MOST_STREAMS_PER_MEMBER).fill(200), 429]);
    expect(answers.at(-1)!.error).toBe('too_many_streams');
    expect((await openStream({ authorization: `Bearer ${owner}` })).status).toBe(200);
  }, 30_000);
});
