import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { BODY_TIMEOUT_SECONDS: '1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/**
 * Sends a request whose body announces 100 bytes, then `trickle` decides what follows; answers what
 * the server wrote back and whether it closed the connection, or 'still open' after 4 seconds.
 */
function slowRequest(trickle: (write: (text: string) => void) => () => void): Promise<{ answer: string; closed: boolean } | 'still open'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let stop = () => undefined as void;
    const late = setTimeout(() => {
      stop();
      socket.destroy();
      resolve('still open');
    }, 4000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(late);
      stop();
      resolve({ answer, closed: true });
    });
    socket.write('POST /api/staff/sign-in/code HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    stop = trickle((text) => socket.write(text));
  });
}

describe('a slow body', () => {
  it('is cut off once its time is up, however it trickles in: 408 and the connection closed', async () => {
    const trickled = await slowRequest((write) => {
      const timer = setInterval(() => write(' '), 300);
      return () => clearInterval(timer);
    });
    expect(trickled).not.toBe('still open');
    expect((trickled as { answer: string }).answer).toMatch(/^HTTP\/1\.1 408 /);
    expect((trickled as { answer: string }).answer).toContain('body_too_slow');
  });

  it('is cut off when half sent and then left idle', async () => {
    const idle = await slowRequest(() => () => undefined);
    expect(idle).toMatchObject({ answer: expect.stringMatching(/^HTTP\/1\.1 408 /), closed: true });
  });

  it('leaves a body that arrives in time alone', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/staff/sign-in/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.cn' }),
    });
    expect(response.status).toBe(202);
  });
});

describe('a request answered before its body is read', () => {
  it('never fails later, when the body time would have run out', async () => {
    const uncaught: unknown[] = [];
    const catchIt = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', catchIt);
    try {
      // A body the route never reads: one of a media type no parser takes, and one sent with a GET.
      const unread = await t.app.inject({ method: 'POST', url: '/api/staff/sign-in/code', headers: { 'content-type': 'application/x-unknown' }, payload: 'x'.repeat(100) });
      expect(unread.statusCode).toBe(415);
      const withGet = await t.app.inject({ method: 'GET', url: '/api/get_status', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(withGet.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', catchIt);
    }
  });
});
