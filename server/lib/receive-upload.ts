import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';

/** The upload was larger than the route takes; what arrived is already deleted. */
export class UploadTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`larger than ${limit} bytes`);
  }
}

/**
 * Writes an uploaded body to a new file of its own in `dir` (opened exclusively, readable by this
 * user only) as it arrives, so a large upload never sits in the server's memory. Stops, and deletes
 * the file, at the first byte past `limit`, or when the body breaks off.
 */
export async function receiveUpload(body: Readable, dir: string, limit: number): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${randomBytes(8).toString('hex')}.part`);
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      received += chunk.length;
      next(received > limit ? new UploadTooLarge(limit) : null, chunk);
    },
  });
  try {
    await pipeline(body, counted, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    return file;
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/**
 * A request's body in a file in `dir`, for a content-type parser: Fastify does not count a streamed
 * body, so the route's `bodyLimit` is kept here. Parsers run after the staff check (serve.ts).
 */
export async function receiveRequestBody(request: FastifyRequest, body: Readable, dir: string, tooLarge: (limit: number) => Error): Promise<string> {
  const limit = request.routeOptions.bodyLimit;
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge(limit);
  try {
    return await receiveUpload(body, dir, limit);
  } catch (error) {
    throw error instanceof UploadTooLarge ? tooLarge(limit) : error;
  }
}
