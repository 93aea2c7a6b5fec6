import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from './errors.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Changes that come together (a payment's several writes) make one event. */
const GATHER_MS = 200;

export interface StreamLimits {
  most: number;
  mostPerKey: number;
  tooMany: () => AppError;
  tooManyForKey: () => AppError;
}

/** The streams one instance has open, in all and per key (a member, a client address). */
export class OpenStreams {
  readonly all = new Set<NodeJS.WritableStream>();
  readonly #perKey = new Map<string, number>();
  readonly #limits: StreamLimits;

  constructor(limits: StreamLimits) {
    this.#limits = limits;
  }

  /** Refuses a stream over either limit before anything is written. */
  admit(key: string): void {
    if (this.all.size >= this.#limits.most) throw this.#limits.tooMany();
    if ((this.#perKey.get(key) ?? 0) >= this.#limits.mostPerKey) throw this.#limits.tooManyForKey();
  }

  add(key: string, stream: NodeJS.WritableStream): void {
    this.all.add(stream);
    this.#perKey.set(key, (this.#perKey.get(key) ?? 0) + 1);
  }

  remove(key: string, stream: NodeJS.WritableStream): void {
    this.all.delete(stream);
    const left = (this.#perKey.get(key) ?? 1) - 1;
    if (left > 0) this.#perKey.set(key, left);
    else this.#perKey.delete(key);
  }

  /** Ends every stream: before the server stops taking connections, or it would wait for ever. */
  endAll(): void {
    for (const stream of this.all) stream.end();
  }
}

export interface EventStream {
  /** Sends `event` soon, once for all the changes of the next moment. */
  tell(event: string): void;
  end(): void;
}

/**
 * Turns the reply into a server-sent event stream counted under `key`: `watch` starts listening and
 * answers how to stop; `heartbeat` runs with each heartbeat. The stream's events carry no data.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  streams: OpenStreams,
  key: string,
  options: { watch: (stream: EventStream) => () => void; heartbeat?: (stream: EventStream) => void },
): FastifyReply {
  streams.admit(key);
  reply.hijack();
  const raw = reply.raw;
  streams.add(key, raw);
  // The reply's own headers too (CORS for an embed on another origin): a hijacked reply writes none.
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write('retry: 3000\n\n');
  const pending = new Map<string, NodeJS.Timeout>();
  const stream: EventStream = {
    tell(event) {
      if (pending.has(event)) return;
      pending.set(event, setTimeout(() => {
        pending.delete(event);
        raw.write(`event: ${event}\ndata: {}\n\n`);
      }, GATHER_MS));
    },
    end: () => raw.end(),
  };
  const stopWatching = options.watch(stream);
  const heartbeat = setInterval(() => {
    raw.write(': still here\n\n');
    options.heartbeat?.(stream);
  }, HEARTBEAT_MS);
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    stopWatching();
    clearInterval(heartbeat);
    for (const timer of pending.values()) clearTimeout(timer);
    streams.remove(key, raw);
  };
  request.raw.once('close', close);
  raw.once('finish', close);
  return reply;
}
