import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { plainPng } from '../../test/test-photos.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dataDir: string;
let owner: string;
let host: StaffBrowser;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tb-photo-upload-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const uploads = async () => (await readdir(dataDir)).filter((name) => name.startsWith('upload-'));
/** `who` is a token, a signed-in console, or no one. */
const put = (who: string | StaffBrowser | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/photos/hero',
    headers: {
      'content-type': 'application/json',
      ...(typeof who === 'string' ? { authorization: `Bearer ${who}` } : who ? who.headers(true) : {}),
      ...headers,
    },
    payload: payload as string,
  });

/** Waits up to five seconds for `check` to hold, for what the server does while a body still arrives. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** A body that sends `megabytes` and then neither ends nor sends more, as a slow or hostile client would. */
const unendingBody = (megabytes: number) => {
  const body = new Readable({ read() {} });
  for (let i = 0; i < megabytes; i++) body.push(Buffer.alloc(MB, 0x41));
  return body;
};

describe('a photograph upload', () => {
  it('is answered 401 (or 403 for a host) while the client is still sending, and nothing is written', async () => {
    for (const [who, status] of [
      [null, 401],
      ['tbp_wrong', 401],
      [host, 403],
    ] as const) {
      const body = unendingBody(4);
      const answered = await Promise.race([put(who, body).then((response) => response.statusCode), new Promise((resolve) => setTimeout(() => resolve('still reading'), 3000).unref())]);
      body.destroy();
      expect(answered).toBe(status);
    }
    expect(await uploads()).toEqual([]);
  });

  it('goes to a file in the data folder as it arrives, deleted when the client breaks off', async () => {
    const body = unendingBody(3);
    const answer = put(owner, body);
    expect(await eventually(async () => (await uploads()).length === 1)).toBe(true);
    const [file] = await uploads();
    expect(await eventually(async () => (await stat(path.join(dataDir, file!))).size === 3 * MB)).toBe(true);
    expect((await stat(path.join(dataDir, file!))).mode & 0o777).toBe(0o600);
    body.destroy(new Error('the client went away'));
    await answer.catch(() => undefined);
    expect(await eventually(async () => (await uploads()).length === 0)).toBe(true);
  });

  it('past 12 MB is refused 413 with the common error body, and what arrived is deleted', async () => {
    const streamed = await put(owner, Readable.from(Array.from({ length: 13 }, () => Buffer.alloc(MB, 0x41))));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ error: 'upload_too_large', message: expect.stringMatching(/larger than 12 MB.*超过 12 MB/) });
    expect(await uploads()).toEqual([]);

    const declared = await put(owner, unendingBody(1), { 'content-length': String(13 * MB) });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ error: 'upload_too_large' });
    expect(await uploads()).toEqual([]);
  });

  it("within 12 MB but holding more than a photograph's 600 KB, is told the photograph's size without being read", async () => {
    const camera = JSON.stringify({ image: Buffer.alloc(3 * MB, 7).toString('base64') });
    const refused = await put(owner, camera);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'photo_too_large', message: expect.stringMatching(/is about 3072 KB; at most 600 KB.*约为 3072 KB/) });
    expect(await uploads()).toEqual([]);
  });

  it('within the limits is stored, and its file deleted', async () => {
    const saved = await put(owner, JSON.stringify({ image: plainPng(640, 400).toString('base64'), alt_en: 'The counter at night', alt_zh: '夜晚的吧台' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ slot: 'hero', photo: { media_type: 'image/png', width: 640, height: 400, alt_en: 'The counter at night', alt_zh: '夜晚的吧台' } });
    expect(await uploads()).toEqual([]);
    const broken = await put(owner, '{"image": ');
    expect(broken.statusCode).toBe(400);
    expect(await uploads()).toEqual([]);
  });
});
