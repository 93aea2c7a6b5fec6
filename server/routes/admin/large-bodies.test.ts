import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveUpload, UploadTooLarge } from '../../lib/receive-upload.ts';
import { bootstrapOwner } from '../../test/staff.ts';
import { buildTestApp, testStore, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tb-large-bodies-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A body that sends a megabyte and then never ends, as a slow or hostile client would. */
const endlessBody = () => {
  const body = new Readable({ read() {} });
  body.push(Buffer.alloc(1024 * 1024));
  return body;
};

/** The answer, or 'still reading' when the server waits for the body instead of answering. */
async function answerOf(method: 'PUT', url: string, headers: Record<string, string>) {
  const body = endlessBody();
  const answer = t.app.inject({ method, url, headers, payload: body }).then((response) => response.statusCode);
  const late = new Promise<'still reading'>((resolve) => setTimeout(() => resolve('still reading'), 3000).unref());
  const outcome = await Promise.race([answer, late]);
  body.destroy();
  return outcome;
}

describe('large bodies', () => {
  it('are refused before they are read when the caller is not signed in or not allowed', async () => {
    expect(await answerOf('PUT', '/api/admin/backup', { 'content-type': 'application/gzip' })).toBe(401);
    expect(await answerOf('PUT', '/api/admin/photos/hero', { 'content-type': 'application/json' })).toBe(401);
    expect(await answerOf('PUT', '/api/admin/backup', { 'content-type': 'application/gzip', authorization: 'Bearer tbp_wrong' })).toBe(401);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it.skipIf(testStore !== 'postgres')('are refused before they are read on PostgreSQL, where there is no backup to restore', async () => {
    const owner = await bootstrapOwner(t.app);
    expect(await answerOf('PUT', '/api/admin/backup', { 'content-type': 'application/gzip', authorization: `Bearer ${owner}` })).toBe(409);
  });
});

describe('an upload', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tb-upload-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('goes to a new file only its owner can read', async () => {
    const file = await receiveUpload(Readable.from([Buffer.from('a backup')]), dir, 100);
    expect(path.dirname(file)).toBe(dir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await rm(file);
  });

  it('stops at the limit and leaves nothing behind', async () => {
    const chunks = Array.from({ length: 20 }, () => Buffer.alloc(10));
    await expect(receiveUpload(Readable.from(chunks), dir, 100)).rejects.toBeInstanceOf(UploadTooLarge);
    expect(await readdir(dir)).toEqual([]);
  });
});
