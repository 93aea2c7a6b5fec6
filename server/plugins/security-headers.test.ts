import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/** Content-Security-Policy as directive -> sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let distDir: string;
let plain: TestApp;
let secure: TestApp;
const EMBEDDER = 'https://host.example';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'tb-headers-'));
  await mkdir(path.join(distDir, 'site'), { recursive: true });
  await mkdir(path.join(distDir, 'widget'), { recursive: true });
  await writeFile(path.join(distDir, 'site/index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(distDir, 'widget/table-booking.js'), 'export {};');
  plain = await buildTestApp({ env: { DIST_DIR: distDir, EMBED_ORIGINS: EMBEDDER } });
  secure = await buildTestApp({
    env: { DIST_DIR: distDir, EMBED_ORIGINS: EMBEDDER, PUBLIC_URL: 'https://book.example.com', PAYPAL_CLIENT_ID: 'live-id', PAYPAL_CLIENT_SECRET: 'live-secret' },
  });
});
afterAll(async () => {
  await plain?.close();
  await secure?.close();
  await rm(distDir, { recursive: true, force: true });
});

const answers = (t: TestApp) =>
  Promise.all([
    t.app.inject({ method: 'GET', url: '/booking' }),
    t.app.inject({ method: 'GET', url: '/api/get_status' }),
    t.app.inject({ method: 'GET', url: '/widget/table-booking.js', headers: { origin: EMBEDDER } }),
    t.app.inject({ method: 'GET', url: '/api/no_such_call' }),
    t.app.inject({ method: 'POST', url: '/api/start_booking', payload: {} }),
  ]);

describe('security headers on every answer (page, API, widget script, 404, refusal)', () => {
  it('carry a CSP whose scripts are never inline or eval, and no one may frame the pages', async () => {
    for (const t of [plain, secure]) {
      const responses = await answers(t);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 404, 419]);
      for (const response of responses) {
        const policy = policyOf(response);
        expect(policy.get('default-src')).toEqual(["'self'"]);
        expect(policy.get('script-src')).toContain("'self'");
        for (const directive of ['script-src', 'default-src', 'script-src-attr']) {
          expect(policy.get(directive)).not.toContain("'unsafe-inline'");
          expect(policy.get(directive)).not.toContain("'unsafe-eval'");
        }
        expect(policy.get('script-src-attr')).toEqual(["'none'"]);
        expect(policy.get('object-src')).toEqual(["'none'"]);
        expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
        expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
        // The legacy headers helmet sends for older browsers.
        expect(response.headers).toMatchObject({
          'origin-agent-cluster': '?1',
          'x-dns-prefetch-control': 'off',
          'x-download-options': 'noopen',
          'x-permitted-cross-domain-policies': 'none',
          'x-xss-protection': '0',
        });
        expect(response.headers['x-powered-by']).toBeUndefined();
      }
    }
  });

  it('let other sites load the widget script, and keep everything else same-origin', async () => {
    const [page, api, widget, missing, refused] = await answers(plain);
    expect(widget.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(widget.headers['access-control-allow-origin']).toBe(EMBEDDER);
    for (const response of [page, api, missing, refused]) expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A widget file that is not there is still the widget's path: readable cross-origin, as a 404.
    const gone = await plain.app.inject({ method: 'GET', url: '/widget/no-such-chunk.js', headers: { origin: EMBEDDER } });
    expect([gone.statusCode, gone.headers['cross-origin-resource-policy']]).toEqual([404, 'cross-origin']);
  });

  it('send HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    for (const response of await answers(plain)) {
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(false);
    }
    for (const response of await answers(secure)) {
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
    }
  });

  it("allow PayPal's SDK, its frames and calls only when PayPal is real", async () => {
    const [page] = await answers(secure);
    const policy = policyOf(page);
    for (const directive of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(policy.get(directive)).toEqual(expect.arrayContaining(['https://*.paypal.com', 'https://*.paypalobjects.com']));
    }
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    const demo = policyOf((await answers(plain))[0]);
    expect(demo.get('script-src')).toEqual(["'self'"]);
    expect(demo.get('frame-src')).toEqual(["'none'"]);
    expect(demo.get('connect-src')).toEqual(["'self'"]);
    // PayPal left out of PAYMENT_METHODS: its hosts are not needed, whatever credentials are set.
    const without = contentSecurityPolicy(loadConfig({ PAYMENT_METHODS: 'wechat', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }));
    expect(without['script-src']).toEqual(["'self'"]);
  });

  it('let forms post only here and to PUBLIC_URL (the demo gateway posts there)', () => {
    expect(contentSecurityPolicy(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:8080/' }))['form-action']).toEqual(["'self'", 'http://192.168.1.20:8080']);
    // The demo H5 cashier's Pay is a form whose redirect returns to the embedding site.
    expect(contentSecurityPolicy(loadConfig({ PUBLIC_URL: 'https://book.example.com', EMBED_ORIGINS: 'https://www.example.com, https://example.com' }))['form-action']).toEqual([
      "'self'",
      'https://book.example.com',
      'https://www.example.com',
      'https://example.com',
    ]);
  });
});

describe('session cookies', () => {
  const cookiesOf = async (t: TestApp) => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const named = (name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(';').map((part) => part.trim().toLowerCase());
    return { session: named(t === secure ? '__Host-tb_session' : 'tb_session'), xsrf: named('XSRF-TOKEN') };
  };

  it('are HttpOnly and SameSite, and Secure and __Host- prefixed (this host only, path /) with an https PUBLIC_URL', async () => {
    const { session, xsrf } = await cookiesOf(secure);
    expect(session).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']));
    expect(session!.some((part) => part.startsWith('domain='))).toBe(false);
    // The XSRF cookie is read by the site's script to echo it, so it cannot be HttpOnly.
    expect(xsrf).toEqual(expect.arrayContaining(['samesite=lax', 'secure']));
    expect(xsrf).not.toContain('httponly');
  });

  it('are not Secure over plain http (the local demo), still HttpOnly and SameSite', async () => {
    const { session } = await cookiesOf(plain);
    expect(session).toBeDefined();
    expect(session).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
    expect(session).not.toContain('secure');
  });
});
