import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A provider's HTTP API faked on loopback for tests: node:http on port 0, so the adapters make
 * real requests (headers, bodies, signatures) exactly as they would to the provider.
 */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export interface FakeServer {
  url: string;
  /** Every request received, in order: what tests count to prove a call was (not) made. */
  calls: Array<{ method: string; path: string }>;
  /** The same requests as received (URL, headers, body): what contract tests check an adapter sent. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(handle: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>): Promise<FakeServer> {
  const calls: FakeServer['calls'] = [];
  const requests: FakeRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fake.local'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      calls.push({ method: request.method, path: request.url.pathname });
      requests.push(request);
      Promise.resolve(handle(request)).then(
        (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(answer.body);
        },
        (error: Error) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(error.message);
        },
      );
    });
  });
  // The fake runs in the test's own process: a test that blocks the event loop (an RSA key made
  // synchronously) must not find its kept-alive connection closed by the fake's idle timer meanwhile.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: JSON.stringify(body),
  ...(headers ? { headers } : {}),
});
