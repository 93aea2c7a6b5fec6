import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  path: string;
  connections: number;
  /** Seconds measured, after `warmupSeconds` not measured (JIT, caches, connection pools). */
  seconds: number;
  warmupSeconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Called before every request: per-request headers (e.g. a different guest's session); `turn` is kept for afterResponse. */
  headersFor?: (turn: Record<string, unknown>) => Record<string, string>;
  /** Called with every answer's headers and the same `turn` (e.g. to keep a session's new token). */
  afterResponse?: (headers: IncomingHttpHeaders, turn: Record<string, unknown>) => void;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts: requests that got no answer. */
  errors: number;
}

function options(load: LoadOptions, seconds: number): autocannon.Options {
  const { headersFor, afterResponse } = load;
  return {
    url: load.url,
    connections: load.connections,
    duration: seconds,
    method: load.method ?? 'GET',
    headers: load.headers,
    body: load.body,
    requests: [
      {
        path: load.path,
        ...(headersFor
          ? { setupRequest: (request: autocannon.Request, turn: object) => ({ ...request, headers: { ...request.headers, ...headersFor(turn as Record<string, unknown>) } }) }
          : {}),
        ...(afterResponse
          ? { onResponse: (_status: number, _body: string, turn: object, headers: IncomingHttpHeaders | undefined) => afterResponse(headers ?? {}, turn as Record<string, unknown>) }
          : {}),
      },
    ],
  };
}

/** One autocannon run on loopback: a warm-up, then the measured part. */
export async function runLoad(load: LoadOptions): Promise<LoadFigures> {
  if (load.warmupSeconds > 0) await autocannon(options(load, load.warmupSeconds));
  const result = await autocannon(options(load, load.seconds));
  const statuses: Record<string, number> = {};
  for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = count;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}
