import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Behind a proxy only hops from the configured proxies are believed: the leftmost X-Forwarded-For entry is
 * written by the client. Also the daily SMS budget, and '+tag' mailboxes counted as one destination.
 */
/** One app per setting under test: building one costs seconds. */
function appWith(env: Record<string, string>): () => TestApp {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env });
  });
  afterAll(() => app.close());
  return () => app;
}

const PROXY = '10.0.0.2';
const REAL_CLIENT = '203.0.113.9';
const phoneNumber = (i: number) => `139${String(10_000_000 + i).slice(-8)}`;

async function sendSmsThroughProxy(app: TestApp['app'], count: number): Promise<number[]> {
  const proxy = await Guest.start(app, 'token', PROXY);
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    // Each request claims another origin in the part of the header the client writes itself.
    const headers = { 'x-forwarded-for': `198.51.100.${i}, ${REAL_CLIENT}` };
    const response = await proxy.send({ method: 'POST', url: '/api/send_sms', payload: { country: '86', phone: phoneNumber(i) }, headers });
    statuses.push(response.status);
  }
  return statuses;
}

describe('the client address behind a proxy given by address', () => {
  const t = appWith({ TRUST_PROXY: PROXY });

  it('comes from the hop the trusted proxy added, so forged entries change nothing', async () => {
    const statuses = await sendSmsThroughProxy(t().app, 40);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30); // OTP_PER_CLIENT_HOUR
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    const { rows } = await t().db.query<{ client_ip: string }>('select distinct client_ip from otp_codes');
    expect(rows).toEqual([{ client_ip: REAL_CLIENT }]);
  });

  it('keeps the contact form to CONTACT_PER_CLIENT_HOUR enquiries whatever the header claims', async () => {
    const proxy = await Guest.start(t().app, 'token', PROXY);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await proxy.send({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Guest', email: 'guest@example.cn', message: `question ${i}` },
        headers: { 'x-forwarded-for': `198.51.100.${i}, ${REAL_CLIENT}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  });
});

describe('the client address behind a proxy given as a hop count', () => {
  const t = appWith({ TRUST_PROXY: '1' });

  it('comes from the hop the proxy added', async () => {
    const statuses = await sendSmsThroughProxy(t().app, 35);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    const { rows } = await t().db.query<{ client_ip: string }>('select distinct client_ip from otp_codes');
    expect(rows).toEqual([{ client_ip: REAL_CLIENT }]);
  });
});

describe('with no proxy trusted', () => {
  const app = appWith({ OTP_SMS_PER_DAY: '4' });
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  it('the client address is the socket\u2019s: the header is ignored', async () => {
    const direct = await Guest.start(t.app, 'token', '203.0.113.10');
    await direct.send({ method: 'POST', url: '/api/send_sms', payload: { country: '86', phone: phoneNumber(1) }, headers: { 'x-forwarded-for': '1.2.3.4' } });
    const { rows } = await t.db.query<{ client_ip: string }>('select client_ip from otp_codes');
    expect(rows).toEqual([{ client_ip: '203.0.113.10' }]);
  });

  it('the daily SMS budget stops SMS codes from every address once OTP_SMS_PER_DAY went out, and e-mail codes still go', async () => {
    // One SMS went out in the test above: 3 of the 4 are left.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const guest = await Guest.start(t.app, 'token', `203.0.113.${20 + i}`);
      statuses.push((await guest.post('/api/send_sms', { country: '86', phone: phoneNumber(100 + i) })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const guest = await Guest.start(t.app, 'token', '203.0.113.40');
    expect((await guest.post('/api/send_sms', { country: '86', phone: phoneNumber(200) })).body).toMatchObject({ error: 'otp_sms_daily_budget' });
    expect((await guest.post('/api/send_email', { email: 'guest@example.cn' })).status).toBe(200);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await guest.post('/api/send_sms', { country: '86', phone: phoneNumber(200) })).status).toBe(200);
  });

  it('one mailbox under many +tags shares one destination budget: 12 tags in a second get one code, and an hour at most OTP_PER_DESTINATION_HOUR', async () => {
    const sent = async (i: number) => {
      const guest = await Guest.start(t.app, 'token', `203.0.113.${50 + (i % 100)}`);
      return (await guest.post('/api/send_email', { email: `victim+${i}@example.cn` })).status;
    };
    const burst: number[] = [];
    for (let i = 0; i < 12; i += 1) burst.push(await sent(i));
    expect(burst.filter((status) => status === 200)).toHaveLength(1);
    let delivered = 1;
    for (let i = 12; i < 24; i += 1) {
      t.clock.advance(61_000);
      if ((await sent(i)) === 200) delivered += 1;
    }
    expect(delivered).toBe(5);
    const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from outbox where recipient like 'victim+%@example.cn'");
    expect(rows[0]!.n).toBe(5);
  });
});

describe('with no proxy trusted, requests forwarded by a proxy on a private network', () => {
  const t = appWith({});
  const health = async () => (await t().app.inject({ method: 'GET', url: '/health' })).json() as { notes?: string[] };

  it('are noted by /health, once one came from a private or loopback peer', async () => {
    const publicPeer = await Guest.start(t().app, 'token', '203.0.113.70');
    await publicPeer.send({ method: 'GET', url: '/api/get_status', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect((await health()).notes).toBeUndefined();
    const proxy = await Guest.start(t().app, 'token', '10.1.2.3');
    await proxy.send({ method: 'GET', url: '/api/get_status', headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect((await health()).notes).toEqual([expect.stringContaining('TRUST_PROXY is unset')]);
  });
});

describe('one client under every spelling of its address', () => {
  const t = appWith({ LOOKUPS_PER_CLIENT_HOUR: '4' });
  const lookupsFrom = async (addresses: string[]) => {
    const statuses: number[] = [];
    for (const address of addresses) {
      const guest = await Guest.start(t().app, 'token', address);
      statuses.push((await guest.post('/api/check_email', { email: 'someone@example.cn' })).status);
    }
    return statuses;
  };

  it('an IPv6 client rotating through its /64 shares one limit', async () => {
    const statuses = await lookupsFrom(Array.from({ length: 6 }, (_, i) => `2001:db8:7:1::${(i + 1).toString(16)}`));
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await lookupsFrom(['2001:db8:7:2::1'])).toEqual([200]);
  });

  it('IPv4 and its IPv4-mapped IPv6 spelling are one client', async () => {
    const statuses = await lookupsFrom(['203.0.113.80', '::ffff:203.0.113.80', '::ffff:cb00:7150', '203.0.113.80', '::ffff:203.0.113.80']);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
