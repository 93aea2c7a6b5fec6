import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckWxResponse, WpayH5Response, WpayJsapiResponse } from '../../../api-client/contract/payment.ts';
import { bookingRow, pathOf, placeHold, transactionsOf } from '../../payments/test-support.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** WeChat Pay on the guest's phone against the offline demo: H5 and JSAPI, end to end on the server. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080', EMBED_ORIGINS: 'https://www.restaurant.test' } });
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (url: string, payload = '') => t.app.inject({ method: 'POST', url: url.startsWith('/') ? url : pathOf(url), headers: form, payload });

/** wpay_jsapi, the OAuth hop through the demo authorize page, and back: where the guest lands. */
async function oauthHop(guest: Guest, code: string, returnUrl?: string) {
  const first = await guest.post<WpayJsapiResponse>('/api/wpay_jsapi', { code, ...(returnUrl ? { return_url: returnUrl } : {}) });
  expect(first.body).toEqual({ oauth_url: expect.stringMatching(/^http:\/\/book\.test:8080\/demo-pay\/wechat\/oauth\?/) });
  const authorize = await t.app.inject({ method: 'GET', url: pathOf((first.body as { oauth_url: string }).oauth_url) });
  expect(authorize.statusCode).toBe(302);
  const callback = new URL(String(authorize.headers.location));
  expect(callback.pathname).toBe('/api/wechat_oauth_return');
  return { callback, back: await guest.get(pathOf(callback.toString())) };
}

describe('WeChat Pay in a phone browser (H5, demo)', () => {
  it('sends the guest to the cashier and back to the booking page, paid once, with the amount computed here', async () => {
    const hold = await placeHold(t.app, t.db);
    const created = await hold.guest.post<WpayH5Response>('/api/wpay_h5', { code: hold.code, lang: 'zh', amount: 1 });
    const { h5_url } = created.body as { h5_url: string; demo: boolean };
    expect(created.body).toMatchObject({ demo: true });
    const back = new URL(h5_url).searchParams.get('redirect_url');
    expect(back).toBe(`http://book.test:8080/booking_process/${hold.code}#tb-booking=${hold.code}&tb-wxpay=h5`);
    // The same order again while its cashier address is valid.
    expect((await hold.guest.post<WpayH5Response>('/api/wpay_h5', { code: hold.code })).body).toEqual(created.body);

    const cashier = await t.app.inject({ method: 'GET', url: pathOf(h5_url) });
    expect(cashier.body).toMatch(/Pay RMB 1,000\.00[\s\S]*Cancel/);
    const pay = /action="([^"]+\/pay[^"]*)"/.exec(cashier.body)![1]!.replace(/&amp;/g, '&');
    const paid = await post(pay);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(back);
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'SUCCESS' });
    expect((await bookingRow(t.db, hold.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([{ payment_method: 'wechat', amount_minor: 1000_00, currency: 'CNY' }]);
    expect((await hold.guest.post('/api/wpay_h5', { code: hold.code })).body).toEqual({ code: 'ORDERPAID' });
  });

  it('Cancel goes back unpaid; check_wx says CLOSED and the next tap makes a new order', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    const { h5_url } = (await hold.guest.post<WpayH5Response>('/api/wpay_h5', { code: hold.code })).body as { h5_url: string };
    const cashier = await t.app.inject({ method: 'GET', url: pathOf(h5_url) });
    const cancel = /action="([^"]+\/cancel[^"]*)"/.exec(cashier.body)![1]!.replace(/&amp;/g, '&');
    const back = await post(cancel);
    expect(back.headers.location).toBe(`http://book.test:8080/booking_process/${hold.code}#tb-booking=${hold.code}&tb-wxpay=h5`);
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'CLOSED' });
    expect((await bookingRow(t.db, hold.code)).status).toBe('hold');
    expect(await transactionsOf(t.db, hold.code)).toEqual([]);
    const again = (await hold.guest.post<WpayH5Response>('/api/wpay_h5', { code: hold.code })).body as { h5_url: string };
    expect(again.h5_url).not.toBe(h5_url);
  });

  it('returns only to our pages or a named embedding site, never to another site', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:30' });
    const backTo = async (returnUrl: string) => {
      const { h5_url } = (await hold.guest.post<WpayH5Response>('/api/wpay_h5', { code: hold.code, return_url: returnUrl })).body as { h5_url: string };
      return new URL(h5_url).searchParams.get('redirect_url');
    };
    expect(await backTo('https://www.restaurant.test/book?x=1#tb-booking=OLD')).toBe(`https://www.restaurant.test/book?x=1#tb-booking=${hold.code}&tb-wxpay=h5`);
    expect(await backTo('https://evil.test/phish')).toBe(`http://book.test:8080/booking_process/${hold.code}#tb-booking=${hold.code}&tb-wxpay=h5`);
    // A forged redirect_url on the cashier link is held to the same rule.
    const { h5_url } = (await hold.guest.post<WpayH5Response>('/api/wpay_h5', { code: hold.code })).body as { h5_url: string };
    const forged = new URL(h5_url);
    forged.searchParams.set('redirect_url', 'https://evil.test/');
    const cashier = await t.app.inject({ method: 'GET', url: pathOf(forged.toString()) });
    expect(cashier.body).not.toContain('evil.test');
    const long = await hold.guest.post('/api/wpay_h5', { code: hold.code, return_url: `http://book.test:8080/${'a'.repeat(2100)}` });
    expect(long.status).toBe(422);
  });

  it('is for the session holding the booking only', async () => {
    const hold = await placeHold(t.app, t.db, { time: '20:00' });
    const stranger = await Guest.start(t.app);
    expect((await stranger.post('/api/wpay_h5', { code: hold.code })).status).toBe(403);
    expect((await stranger.post('/api/wpay_jsapi', { code: hold.code })).status).toBe(403);
  });
});

describe('WeChat Pay inside WeChat (JSAPI, demo)', () => {
  it('makes the OAuth hop once, then signs getBrandWCPayRequest; the demo bridge pays it', async () => {
    const hold = await placeHold(t.app, t.db, { time: '19:00', pax: 3 });
    const { back } = await oauthHop(hold.guest, hold.code);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`http://book.test:8080/booking_process/${hold.code}#tb-booking=${hold.code}&tb-wxpay=jsapi`);

    const answer = (await hold.guest.post<WpayJsapiResponse>('/api/wpay_jsapi', { code: hold.code, lang: 'en' })).body;
    if (!('pay' in answer)) throw new Error(`expected pay parameters, got ${JSON.stringify(answer)}`);
    expect(answer.demo_bridge).toBe('http://book.test:8080/demo-pay/wechat/bridge.js');
    expect(answer.pay).toMatchObject({ signType: 'RSA', package: expect.stringMatching(/^prepay_id=wxdemo/) });
    // The same order for the same payer; freshly signed.
    const again = (await hold.guest.post<WpayJsapiResponse>('/api/wpay_jsapi', { code: hold.code })).body as typeof answer;
    expect(again.pay.package).toBe(answer.pay.package);

    // A paySign that is not the merchant's pays nothing.
    const forged = new URLSearchParams({ ...answer.pay, paySign: again.pay.paySign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
    forged.set('nonceStr', 'other');
    expect((await post('/demo-pay/wechat/jsapi', forged.toString())).json()).toEqual({ err_msg: 'get_brand_wcpay_request:fail' });
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'NOTPAY' });

    const paid = await post('/demo-pay/wechat/jsapi', new URLSearchParams(answer.pay).toString());
    expect(paid.json()).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'SUCCESS' });
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([{ payment_method: 'wechat', amount_minor: 1500_00 }]);
  });

  it('takes a state once, for its own session only; a forged or stale state keeps no openid', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    const first = await hold.guest.post<{ oauth_url: string }>('/api/wpay_jsapi', { code: hold.code });
    const authorize = await t.app.inject({ method: 'GET', url: pathOf(first.body.oauth_url) });
    const callback = pathOf(String(authorize.headers.location));

    // Another guest's browser carrying this guest's state (a forged link) is refused, and the
    // state stays for its owner: a forged visit does not spoil the real guest's hop.
    const other = (await placeHold(t.app, t.db, { time: '18:30' })).guest;
    const forged = await other.get<string>(callback);
    expect(forged.status).toBe(400);
    expect(forged.body).toContain('no longer valid');
    expect(await other.post<WpayJsapiResponse>('/api/wpay_jsapi', { code: hold.code })).toMatchObject({ status: 403 });
    const owner = await hold.guest.get(callback);
    expect(owner.status).toBe(303);
    expect((await hold.guest.post<WpayJsapiResponse>('/api/wpay_jsapi', { code: hold.code })).body).toHaveProperty('pay');
    // Used states, unknown and malformed ones are refused with a clear text in both languages.
    for (const url of [callback, '/api/wechat_oauth_return?code=DEMOabc123&state=nosuchstate00000000000000', '/api/wechat_oauth_return?state=%3Cscript%3E']) {
      const refused = await hold.guest.get<string>(url);
      expect(refused.status).toBe(400);
      expect(refused.body).toContain('no longer valid');
      expect(refused.body).toContain('已失效');
    }
    // A state older than ten minutes is stale.
    const later = await placeHold(t.app, t.db, { time: '19:30' });
    const late = await later.guest.post<{ oauth_url: string }>('/api/wpay_jsapi', { code: later.code });
    const lateCallback = pathOf(String((await t.app.inject({ method: 'GET', url: pathOf(late.body.oauth_url) })).headers.location));
    t.clock.advance(11 * 60_000);
    expect((await later.guest.get(lateCallback)).status).toBe(400);
  });

  it('back in a browser without our cookie (the embed), the openid serves the session only with the claim handed to that browser', async () => {
    const hold = await placeHold(t.app, t.db, { time: '20:00', mode: 'token' });
    const first = await hold.guest.post<{ oauth_url: string }>('/api/wpay_jsapi', { code: hold.code });
    const authorize = await t.app.inject({ method: 'GET', url: pathOf(first.body.oauth_url) });
    // The top-level return carries no session: neither the embed's header token nor a cookie.
    const back = await t.app.inject({ method: 'GET', url: pathOf(String(authorize.headers.location)) });
    expect(back.statusCode).toBe(303);
    const landing = new URL(String(back.headers.location));
    expect(landing.pathname).toBe(`/booking_process/${hold.code}`);
    const claim = /(?:^#|&)tb-wxclaim=([A-Za-z0-9_-]{22,64})$/.exec(landing.hash)?.[1];
    expect(claim).toBeTruthy();
    expect(landing.hash).toBe(`#tb-booking=${hold.code}&tb-wxpay=jsapi&tb-wxclaim=${claim}`);

    // Without the claim, or with another, the hop's openid is not this session's: no order for it.
    expect((await hold.guest.post<WpayJsapiResponse>('/api/wpay_jsapi', { code: hold.code })).body).toHaveProperty('oauth_url');
    const wrong = claim!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await hold.guest.post<WpayJsapiResponse>('/api/wpay_jsapi', { code: hold.code, oauth_claim: wrong })).body).toHaveProperty('oauth_url');
    expect((await hold.guest.post('/api/wpay_jsapi', { code: hold.code, oauth_claim: '<script>' })).status).toBe(422);
    expect(await t.db.query("select 1 from payment_attempts a join bookings b on b.id = a.booking_id where b.code = $1 and a.channel = 'jsapi'", [hold.code])).toMatchObject({ rows: [] });

    // With it, the session pays; the claim is spent, the openid stays the session's.
    const paying = (await hold.guest.post<WpayJsapiResponse>('/api/wpay_jsapi', { code: hold.code, oauth_claim: claim })).body;
    expect(paying).toMatchObject({ demo: true, pay: { signType: 'RSA' } });
    expect((await hold.guest.post<WpayJsapiResponse>('/api/wpay_jsapi', { code: hold.code })).body).toHaveProperty('pay');
    // (The two calls without the claim each started a new hop: states without an openid.)
    const { rows } = await t.db.query<{ claimed: boolean; claim_hash: string | null }>(
      'select claimed_at is not null as claimed, claim_hash from wechat_oauth w join bookings b on b.id = w.booking_id where b.code = $1 and openid is not null',
      [hold.code],
    );
    expect(rows).toEqual([{ claimed: true, claim_hash: null }]);
  });

  it('the demo authorize page sends only to our own OAuth return', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/demo-pay/wechat/oauth?appid=wxd0000000demo0000&redirect_uri=${encodeURIComponent('https://evil.test/steal')}&state=${'a'.repeat(32)}`,
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
  });

  it('serves the stand-in bridge from our origin while the demo serves WeChat', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/demo-pay/wechat/bridge.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain('getBrandWCPayRequest');
  });
});
