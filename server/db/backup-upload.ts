import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The upload was larger than the route takes; what arrived is already deleted. */
export class UploadTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`larger than ${limit} bytes`);
  }
}

/**
 * Writes an uploaded body to a new file of its own in `dir` (opened exclusively, readable by this
 * user only) as it arrives, so a large backup never sits in the server's memory. Stops, and deletes
 * the file, at the first byte past `limit`.
 */
export async function receiveUpload(body: Readable, dir: string, limit: number): Promise<string> {
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
