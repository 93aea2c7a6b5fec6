import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOptions } from '../api-client/contract/payment.ts';
import { startAliyunSmsFake, templateSettingsOf, type AliyunSmsFake } from './messaging/sms-aliyun-fake.ts';
import { startAlipayFake, type AlipayFake } from './payments/fakes/alipay-fake.ts';
import { startPaypalFake, type PaypalFake } from './payments/fakes/paypal-fake.ts';
import { startWechatFake, type WechatFake } from './payments/fakes/wechat-fake.ts';
import { fakeProviderSettings } from './payments/test-support.ts';
import { createTestDatabase, emptyPostgresDatabase, testStore, type TestDatabase } from './test/test-app.ts';
import { startSmtpStandIn, type SmtpStandIn } from './test/smtp-stand-in.ts';

/**
 * The real entry (server/server.ts, as `npm start` runs it, here
 * through tsx) with NODE_ENV=production. Each run gets a clean environment and a working
 * folder without a .env, so nothing of the developer's machine leaks in.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'server/server.ts');
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Running {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

function runServer(env: Record<string, string>, cwd: string): Running {
  let stdout = '';
  let stderr = '';
  const child = spawn(process.execPath, ['--import', tsxLoader, entry], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The address a started server listens on, from its own (JSON) log line. */
async function listeningUrl(server: Running): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${server.stdout()}\n${server.stderr()}`);
    const listening = /"msg":"reservation server (?:\S+ )?listening on (http:\/\/[^"]+)"/.exec(server.stdout());
    if (listening) return listening[1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(server: Running): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'tb-production-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('NODE_ENV=production with nothing else set', () => {
  it('refuses to start: exit code 1, one line per problem on stderr, no stack trace', async () => {
    const run = runServer({ NODE_ENV: 'production' }, workDir);
    expect(await run.exited).toBe(1);
    const printed = lines(run.stderr());
    expect(printed.every((line) => line.startsWith('Cannot start: '))).toBe(true);
    expect(printed.map((line) => line.slice('Cannot start: '.length).split(/[ :]/)[0])).toEqual([
      'APP_SECRET',
      'ADMIN_TOKEN',
      'PUBLIC_URL',
      'METRICS_TOKEN',
      'EMBED_ORIGINS',
      'SMTP_URL',
      'SMS_PROVIDER',
      'OUTBOX_ENABLED',
      'PAYMENT_METHODS',
      'PAYMENT_METHODS',
      'PAYMENT_METHODS',
    ]);
    expect(run.stderr()).not.toMatch(/^\s+at /m);
    expect(run.stdout()).toBe('');
  }, 60_000);
});

describe('a production server with every setting, on local stand-ins of the providers', () => {
  const ADMIN_TOKEN = 'prod-admin-token-0123456789abcdef0123';
  const APP_SECRET = 'prod-app-secret-0123456789abcdef0123456789';
  let smtp: SmtpStandIn | undefined;
  let sms: AliyunSmsFake;
  let paypal: PaypalFake;
  let wechat: WechatFake;
  let alipay: AlipayFake;
  let database: TestDatabase | undefined;
  let dataDir: string;
  let server: Running;
  let url: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    [sms, paypal, wechat, alipay] = await Promise.all([startAliyunSmsFake(), startPaypalFake(), startWechatFake(), startAlipayFake()]);
    dataDir = await mkdtemp(path.join(tmpdir(), 'tb-production-data-'));
    if (testStore === 'postgres') database = await createTestDatabase();
    env = {
      NODE_ENV: 'production',
      // A production server shows the demo restaurant only when told, and says so at start.
      SEED_DEMO: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : {}),
      // A shifted test clock (scripts/weekday-runs.sh) reaches the server too.
      ...(process.env.FAKETIME ? { LD_PRELOAD: process.env.LD_PRELOAD ?? '', FAKETIME: process.env.FAKETIME } : {}),
      APP_SECRET,
      ADMIN_TOKEN,
      PUBLIC_URL: 'https://book.example.com',
      METRICS_TOKEN: 'metrics-token-0123456789abcdef',
      EMBED_ORIGINS: 'https://www.example.com',
      OUTBOX_ENABLED: 'false',
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ENDPOINT: sms.url,
      ALIYUN_SMS_ACCESS_KEY_ID: sms.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: sms.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: sms.signName,
      ALIYUN_SMS_TEMPLATE_OTP: sms.templates.otp,
      ...templateSettingsOf(sms.templates),
      ...fakeProviderSettings({ paypal, wechat, alipay }),
    };
    server = runServer(env, workDir);
    url = await listeningUrl(server);
  }, 90_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await smtp?.close();
    await Promise.all([sms?.close(), paypal?.close(), wechat?.close(), alipay?.close()]);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

  it('answers /health, with HSTS and the CSP since PUBLIC_URL is https', async () => {
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(health.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('has no dev outbox and no demo gateway pages', async () => {
    expect((await fetch(`${url}/api/dev/outbox`, { headers: admin })).status).toBe(404);
    expect((await fetch(`${url}/demo-pay/wechat/anything`)).status).toBe(404);
    expect((await fetch(`${url}/demo-pay/alipay/gateway.do?app_id=x`)).status).toBe(404);
  });

  it('offers the three methods, none of them as the demo', async () => {
    const options = (await (await fetch(`${url}/api/payment_options`)).json()) as PaymentOptions;
    expect(options.methods).toEqual([
      { method: 'wechat', demo: false },
      { method: 'alipay', demo: false },
      { method: 'paypal', demo: false },
    ]);
    expect(options.paypal_client_id).toBe(paypal.clientId);
  });

  const sessionTokens: string[] = [];
  const codes: string[] = [];

  it('sends one-time codes by SMTP and SMS, and the e-mailed one verifies', async () => {
    const handedOut = await fetch(`${url}/sanctum/csrf-cookie`);
    const token = handedOut.headers.get('x-session-token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    sessionTokens.push(token);
    const guest = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = (call: string, body: unknown) => fetch(`${url}/api/${call}`, { method: 'POST', headers: guest, body: JSON.stringify(body) });

    expect((await post('send_email', { email: 'private.person@example.cn' })).status).toBe(200);
    await expect.poll(() => smtp!.received.length, { timeout: 10_000 }).toBe(1);
    // The code in the mail's plain text, whatever transfer encoding nodemailer chose.
    const mail = smtp!.received[0]!.raw.replace(/=\r\n/g, '');
    const encoded = /content-transfer-encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail)?.[1];
    const text = encoded ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8') : mail;
    const emailCode = /verification code is (\d{6})/.exec(text)?.[1];
    expect(emailCode).toMatch(/^\d{6}$/);
    codes.push(emailCode!);

    expect((await post('send_sms', { country: '86', phone: '13812345678' })).status).toBe(200);
    expect(sms.sent).toHaveLength(1);
    codes.push(sms.sent[0]!.params.code!);

    const verified = await post('verify_otp', { code: emailCode, to: 'private.person@example.cn', type: 'email' });
    expect(verified.status).toBe(200);
    sessionTokens.push(verified.headers.get('x-session-token')!);
    // A wrong admin token is logged as such, never itself.
    expect((await fetch(`${url}/api/admin/settings`, { headers: { authorization: 'Bearer wrong-admin-token-0123456789abcdef' } })).status).toBe(401);
    expect((await fetch(`${url}/api/admin/settings`, { headers: admin })).status).toBe(200);
  });

  it('says once at start that it runs the demo restaurant, as SEED_DEMO=true asked', () => {
    expect(server.stdout().match(/SEED_DEMO: this server runs the fictitious demo restaurant/g)).toHaveLength(1);
  });

  it('logs only JSON lines, and never a code, a token or the secret', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const logged = lines(server.stdout());
    expect(logged.length).toBeGreaterThan(5);
    for (const line of logged) expect(() => JSON.parse(line), line).not.toThrow();
    expect(logged.map((line) => (JSON.parse(line) as { msg?: string }).msg)).toEqual(
      expect.arrayContaining(['one-time code sent', 'one-time code checked', 'staff call with a wrong token', 'shutting down']),
    );
    expect(server.stderr()).toBe('');
    const everything = server.stdout() + server.stderr();
    expect(codes).toHaveLength(2);
    const secrets = [...codes, ...sessionTokens, ADMIN_TOKEN, APP_SECRET, 'wrong-admin-token-0123456789abcdef', '13812345678', 'private.person@'];
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('says so again at every start, on the same database, without seeding it twice', async () => {
    const again = runServer(env, workDir);
    try {
      await listeningUrl(again);
      expect(again.stdout().match(/SEED_DEMO: this server runs the fictitious demo restaurant/g)).toHaveLength(1);
      expect(again.stdout()).toContain('"seeded":false');
    } finally {
      await stop(again);
    }
  }, 90_000);

  it('without SEED_DEMO seeds nothing: /health 503 "not configured", the site an opening-soon page, no warning', async () => {
    const empty = await emptyPostgresDatabase();
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'tb-production-empty-'));
    const { SEED_DEMO: _asked, ...withoutDemo } = env;
    // A built site, so that its absence (a fresh checkout before `npm run build`) is not the warning seen.
    const distDir = await mkdtemp(path.join(tmpdir(), 'tb-production-dist-'));
    await mkdir(path.join(distDir, 'site'), { recursive: true });
    await writeFile(path.join(distDir, 'site/index.html'), '<!doctype html><html><head></head><body></body></html>');
    const bare = runServer({ ...withoutDemo, DATA_DIR: emptyDir, DIST_DIR: distDir, ...(empty ? { DATABASE_URL: empty.url } : {}) }, workDir);
    try {
      const bareUrl = await listeningUrl(bare);
      const health = await fetch(`${bareUrl}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'not configured', message: 'No restaurant is set up yet: run `npm run admin -- setup`.' });
      const page = await fetch(`${bareUrl}/`);
      expect(await page.text()).toMatch(/Opening soon[\s\S]*即将开业/);
      // The reminder job has had its first run at start; the 503 answers' request lines aside, nothing is warned.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(bare.stdout()).not.toContain('SEED_DEMO');
      const warned = lines(bare.stdout()).filter((line) => /"level":(40|50)/.test(line) && !line.includes('"msg":"request"'));
      expect(warned).toEqual([]);
    } finally {
      await stop(bare);
      await empty?.drop();
      await rm(emptyDir, { recursive: true, force: true });
      await rm(distDir, { recursive: true, force: true });
    }
  }, 90_000);
});
