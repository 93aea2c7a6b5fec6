import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let distDir: string;
let t: TestApp;
const CONSOLE = '<!doctype html><html><head><title>Staff console</title></head><body><div id="root"></div></body></html>';
const SITE = '<!doctype html><html><head><title>Counter</title></head><body></body></html>';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'tb-console-dist-'));
  await mkdir(path.join(distDir, 'console/assets'), { recursive: true });
  await mkdir(path.join(distDir, 'site'), { recursive: true });
  await writeFile(path.join(distDir, 'console/index.html'), CONSOLE);
  await writeFile(path.join(distDir, 'console/assets/index-Dq3kP9zA.js'), 'export {};');
  await writeFile(path.join(distDir, 'site/index.html'), SITE);
  t = await buildTestApp({ env: { DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the staff console page', () => {
  it('is served at /staff/ and every console path under it, under the same strict CSP, never indexed', async () => {
    expect((await get('/staff')).headers.location).toBe('/staff/');
    for (const url of ['/staff/', '/staff/book', '/staff/people']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(CONSOLE);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves its hashed files for a year and answers a missing one 404, not the page', async () => {
    const script = await get('/staff/assets/index-Dq3kP9zA.js');
    expect(script.headers['cache-control']).toContain('immutable');
    expect((await get('/staff/assets/gone-Dq3kP9zA.js')).statusCode).toBe(404);
  });

  it("is no part of a guest's page", async () => {
    const home = await get('/');
    expect(home.body).not.toContain('/staff/');
  });
});
