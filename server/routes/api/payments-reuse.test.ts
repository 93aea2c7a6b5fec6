import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckWxResponse, PaypalCreateResponse, WpayResponse } from '../../../api-client/contract/payment.ts';
import { startAlipayFake, type AlipayFake } from '../../payments/fakes/alipay-fake.ts';
import { startPaypalFake, type PaypalFake } from '../../payments/fakes/paypal-fake.ts';
import { startWechatFake, type WechatFake } from '../../payments/fakes/wechat-fake.ts';
import { bookingRow, pathOf, placeHold, fakeProviderSettings } from '../../payments/test-support.ts';
import { writeSetting } from '../../repositories/settings-repository.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let alipay: AlipayFake;
let paypal: PaypalFake;
let wechat: WechatFake;

beforeAll(async () => {
  alipay = await startAlipayFake(() => t.clock.now());
  paypal = await startPaypalFake({ now: () => t.clock.now() });
  wechat = await startWechatFake(() => t.clock.now());
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080', ...fakeProviderSettings({ alipay, paypal, wechat }) } });
});
afterAll(async () => {
  await t.close();
  await Promise.all([alipay.close(), paypal.close(), wechat.close()]);
});

const wechatOrders = () => wechat.calls.filter((call) => call.method === 'POST' && call.path === '/v3/pay/transactions/native').length;
const codeUrlOf = (answer: { body: WpayResponse }) => ('code_url' in answer.body ? answer.body.code_url : null);
const setCodeUrl = (code: string, codeUrl: string | null) =>
  t.db.query('update payment_attempts set code_url = $2 where booking_id = (select id from bookings where code = $1)', [code, codeUrl]);

/** What an Alipay gateway URL asks for: the trade number and the signed request's timestamp. */
function alipayRequest(url: string) {
  const params = new URL(url).searchParams;
  const biz = JSON.parse(params.get('biz_content') ?? '{}') as { out_trade_no: string; product_code: string };
  return { outTradeNo: biz.out_trade_no, product: biz.product_code, timestamp: params.get('timestamp') };
}

describe('an open order is answered again while it is valid', () => {
  it('Alipay: signs the same trade again with a fresh timestamp; another device gets a trade of its own', async () => {
    const hold = await placeHold(t.app, t.db);
    const create = async (device: 'desktop' | 'mobile') => {
      const answer = await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code, device });
      expect(await (await fetch(answer.body.url)).text()).toContain('cashier');
      return alipayRequest(answer.body.url);
    };
    const first = await create('desktop');
    t.clock.advance(60_000);
    const again = await create('desktop');
    expect(again).toMatchObject({ outTradeNo: first.outTradeNo, product: 'FAST_INSTANT_TRADE_PAY' });
    expect(again.timestamp).not.toBe(first.timestamp);

    const phone = await create('mobile');
    expect(phone.product).toBe('QUICK_WAP_WAY');
    expect(phone.outTradeNo).not.toBe(first.outTradeNo);
    expect((await create('mobile')).outTradeNo).toBe(phone.outTradeNo);
  });

  it('WeChat: an order WeChat closed is not shown again; the next wpay makes a new one', async () => {
    const hold = await placeHold(t.app, t.db);
    const first = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
    const outTradeNo = [...wechat.transactions.values()].find((order) => order.attach === hold.code)!.out_trade_no;
    wechat.transactions.get(outTradeNo)!.trade_state = 'CLOSED';
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'CLOSED' });
    const before = wechatOrders();
    const next = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
    expect(codeUrlOf(next)).toMatch(/^weixin:\/\//);
    expect(codeUrlOf(next)).not.toBe(codeUrlOf(first));
    expect(wechatOrders()).toBe(before + 1);
  });

  it('WeChat: many wpay calls on one hold, in turn and at once, open one order per way', async () => {
    const hold = await placeHold(t.app, t.db);
    const before = wechatOrders();
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code }));
    answers.push(...(await Promise.all(Array.from({ length: 20 }, () => hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code })))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map(codeUrlOf)).size).toBe(1);
    expect(wechatOrders()).toBe(before + 1);
  });

  it("PayPal: a changed exchange rate makes a new order for the new amount", async () => {
    const hold = await placeHold(t.app, t.db);
    const first = (await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code })).body;
    await writeSetting(t.db, 'usd_per_rmb', 0.15);
    const next = (await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code })).body;
    await writeSetting(t.db, 'usd_per_rmb', 0.14);
    expect(first.amount.value).toBe('140.00');
    expect(next.amount.value).toBe('150.00');
    expect(next.id).not.toBe(first.id);
    expect(paypal.orders.get(next.id)?.unit.amount.value).toBe('150.00');
  });

  it('a call that finds the order still being made waits for the answer instead of making another', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    await hold.guest.post('/api/wpay', { code: hold.code });
    await setCodeUrl(hold.code, null);
    const before = wechatOrders();
    const waiting = hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
    await sleep(300);
    await setCodeUrl(hold.code, 'weixin://wxpay/bizpayurl?pr=answered');
    expect(codeUrlOf(await waiting)).toBe('weixin://wxpay/bizpayurl?pr=answered');
    expect(wechatOrders()).toBe(before);
  });

  it('an order whose making was abandoned (its server stopped mid-call) is replaced', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    await hold.guest.post('/api/wpay', { code: hold.code, lang: 'zh' });
    await setCodeUrl(hold.code, null);
    t.clock.advance(45_000);
    const before = wechatOrders();
    const replaced = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
    expect(codeUrlOf(replaced)).toMatch(/^weixin:\/\//);
    expect(wechatOrders()).toBe(before + 1);
    const { rows } = await t.db.query<{ status: string }>(
      'select status from payment_attempts where booking_id = (select id from bookings where code = $1) order by created_at',
      [hold.code],
    );
    // The abandoned order is closed at WeChat: its QR code, had anyone seen it, no longer pays.
    expect(rows.map((row) => row.status)).toEqual(['closed', 'created']);
    expect(codeUrlOf(await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code }))).toBe(codeUrlOf(replaced));
    expect((await bookingRow(t.db, hold.code)).lang).toBe('zh');
  });
});

describe('the demo Alipay cashier', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
  });
  afterAll(() => demo.close());

  it('after Cancel, paying again opens a new order that can be paid', async () => {
    const hold = await placeHold(demo.app, demo.db);
    const open = async () => {
      const created = await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code });
      const cashier = await demo.app.inject({ method: 'GET', url: pathOf(created.body.url) });
      return { trade: alipayRequest(created.body.url).outTradeNo, action: (what: string) => new RegExp(`action="([^"]+/${what})"`).exec(cashier.body)![1]! };
    };
    const post = (url: string) => demo.app.inject({ method: 'POST', url: pathOf(url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const first = await open();
    await post(first.action('cancel'));
    const second = await open();
    expect(second.trade).not.toBe(first.trade);
    expect(new URL(String((await post(second.action('pay'))).headers.location)).pathname).toBe('/booking_result');
    expect((await bookingRow(demo.db, hold.code)).status).toBe('pending');
  });
});
