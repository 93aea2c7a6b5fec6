import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let distDir: string;
let t: TestApp;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const BIG_SCRIPT = `console.log(${JSON.stringify('counter '.repeat(2000))});`;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'tb-dist-'));
  await mkdir(path.join(distDir, 'site/assets'), { recursive: true });
  await mkdir(path.join(distDir, 'widget/chunks'), { recursive: true });
  await writeFile(path.join(distDir, 'site/index.html'), INDEX);
  await writeFile(path.join(distDir, 'site/embed-demo.html'), '<p>demo</p>');
  await writeFile(path.join(distDir, 'site/assets/faq-page-Bx9kQ2aZ.js'), BIG_SCRIPT);
  await writeFile(path.join(distDir, 'widget/table-booking.js'), 'customElements.define("table-booking", class extends HTMLElement {});');
  await writeFile(path.join(distDir, 'widget/chunks/flow-D4k2mP9q.js'), 'export {};');
  t = await buildTestApp({ env: { DIST_DIR: distDir, EMBED_ORIGINS: 'https://host.example' } });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the site', () => {
  it.each(['/', '/faq', '/booking_process/ABC123', '/no/such/page'])('answers %s with the site, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves static pages as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/embed-demo.html' });
    expect(response.body).toBe('<p>demo</p>');
  });

  it('lets browsers keep hashed assets for a year, compressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/faq-page-Bx9kQ2aZ.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
  });

  it('answers a missing asset with 404 rather than the site page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-Zz9kQ2aZ.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/sanctum/other']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });

  it('refuses to serve files outside the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(response.body).toBe(INDEX);
  });

  it('tells the restaurant to build when the site is missing', async () => {
    const bare = await buildTestApp({ env: { DIST_DIR: path.join(distDir, 'nothing-here') } });
    const response = await bare.app.inject({ method: 'GET', url: '/faq' });
    await bare.close();
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
  });
});

describe('the widget bundle', () => {
  it('is served to embedding pages of configured origins, revalidated on each load', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/widget/table-booking.js',
      headers: { origin: 'https://host.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('https://host.example');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves its lazily loaded chunks with long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/widget/chunks/flow-D4k2mP9q.js' });
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('gives other origins no cross-origin permission', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/widget/table-booking.js',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a missing widget file with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/widget/nope.js' })).statusCode).toBe(404);
  });
});

describe('the restaurant card', () => {
  it('gives the site the address, phone, web site and registration line', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/restaurant' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: '+86 21 6437 0000',
      website: 'https://counter-shanghai.example',
      address_zh: expect.stringContaining('复兴西路'),
      registration_en: expect.stringContaining('Co., Ltd.'),
    });
  });
});
