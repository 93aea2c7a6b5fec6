import type { FastifyInstance, FastifyRequest, preSerializationHookHandler } from 'fastify';
import { readCacheOf, type CachedAnswer, type ReadCache } from '../cache/read-cache.ts';

/** A shared read as the API wrote it, with the cached answer it was written from. */
interface Written {
  answer: CachedAnswer;
  etag: string;
  body: string;
}

/** As many URLs as the read cache keeps answers. */
const MAX_URLS = 2_000;

/**
 * Shared reads (get_slots, check_full, ...) written once per cached answer: while that answer is
 * current, a client asking again gets the same body, or a 304 for its ETag, before any handler,
 * query or serialisation runs. An answer read afresh is written and kept again.
 */
export class WrittenAnswers {
  readonly #byUrl = new Map<string, Written>();
  readonly #served = new WeakMap<FastifyRequest, CachedAnswer>();
  readonly #cache: ReadCache;

  constructor(cache: ReadCache) {
    this.#cache = cache;
  }

  /** The kept answer for this request's URL, if still current. */
  current(request: FastifyRequest, now: number): Written | undefined {
    const written = this.#byUrl.get(request.url);
    return written && this.#cache.isCurrent(written.answer, now) ? written : undefined;
  }

  /** preSerialization: notes which cached answer the handler returned, if any. */
  readonly noteAnswer: preSerializationHookHandler = (request, _reply, payload, done) => {
    const answer = this.#cache.answerOf(payload);
    if (answer) this.#served.set(request, answer);
    done(null, payload);
  };

  /** Keeps what was written for a request whose handler returned a cached answer. */
  keep(request: FastifyRequest, etag: string, body: string): void {
    const answer = this.#served.get(request);
    if (!answer) return;
    if (!this.#byUrl.has(request.url) && this.#byUrl.size >= MAX_URLS) this.#byUrl.delete(this.#byUrl.keys().next().value!);
    this.#byUrl.set(request.url, { answer, etag, body });
  }
}

const kept = new WeakMap<ReadCache, WrittenAnswers>();

/** The written answers of the app's database; null where the store keeps no read cache. */
export function writtenAnswersOf(app: FastifyInstance): WrittenAnswers | null {
  const cache = readCacheOf(app.db);
  if (!cache) return null;
  let answers = kept.get(cache);
  if (!answers) {
    answers = new WrittenAnswers(cache);
    kept.set(cache, answers);
  }
  return answers;
}
