import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { createAlipayProvider, type AlipayProvider } from '../alipay-provider.ts';
import { startFakeServer, type FakeRequest, type FakeServer } from '../fakes/fake-server.ts';
import type { NewOrder } from '../provider.ts';
import { alipayAnswer, alipaySdk, responseKey, sdkAccepts } from './alipay-sdk.ts';

/**
 * Contract: the requests our Alipay adapter makes are the ones Alipay's own SDK makes (same
 * parameters, same RSA2 signature), and the trade query answers the SDK trusts are the ones our
 * adapter trusts.
 */
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021004112345678';
const clock = createManualClock(new Date('2026-06-03T02:00:00Z'));
/** The merchant's SDK: signs as we should, and checks answers with Alipay's key. */
const sdk = alipaySdk({ appId: APP_ID, appPrivateKey: app.privateKey, alipayPublicKey: alipay.publicKey });

let gateway: FakeServer;
let answer: (request: FakeRequest) => string;
let adapter: AlipayProvider;

beforeAll(async () => {
  gateway = await startFakeServer((request) => ({ status: 200, body: answer(request), headers: { 'content-type': 'text/html;charset=utf-8' } }));
  adapter = createAlipayProvider(
    {
      gateway: `${gateway.url}/gateway.do`,
      appId: APP_ID,
      privateKey: app.privateKey,
      alipayPublicKey: alipay.publicKey,
      notifyUrl: 'https://book.example/api/notify/alipay',
      returnUrl: 'https://book.example/booking_result',
      quitUrl: 'https://book.example/booking_process',
    },
    clock,
  );
});
afterAll(() => gateway.close());

const order = (device: NewOrder['device']): NewOrder => ({
  attemptId: `P${device.toUpperCase()}0001`,
  bookingCode: 'BOOKCODE1',
  amountMinor: 100_050,
  currency: 'CNY',
  // Characters that must survive URL encoding and signing alike.
  description: 'Deposit 订金 · 100% & more',
  expiresAt: new Date('2026-06-03T02:30:00Z'),
  device,
});

/** Every parameter of a request, wherever the client put it (the SDK splits URL and body). */
const paramsOf = (request: FakeRequest) => ({ ...Object.fromEntries(request.url.searchParams), ...Object.fromEntries(new URLSearchParams(request.body)) });
const digitsHidden = (text: string) => text.replace(/\d/g, '9');

describe.each([
  { device: 'desktop' as const, method: 'alipay.trade.page.pay', product: 'FAST_INSTANT_TRADE_PAY' },
  { device: 'mobile' as const, method: 'alipay.trade.wap.pay', product: 'QUICK_WAP_WAY' },
])('Alipay $method request (alipay-sdk)', ({ device, method, product }) => {
  async function ourRequest() {
    const created = await adapter.createOrder(order(device));
    return Object.fromEntries(new URL(created.redirectUrl!).searchParams);
  }

  it("carries an RSA2 signature the SDK's checker accepts with the app's public key, and no other", async () => {
    const ours = await ourRequest();
    expect(ours.sign_type).toBe('RSA2');
    expect(sdkAccepts(ours, app.publicKey)).toBe(true);
    expect(sdkAccepts(ours, alipay.publicKey)).toBe(false);
    const biz = JSON.parse(ours.biz_content!) as Record<string, string>;
    const tampered = { ...ours, biz_content: JSON.stringify({ ...biz, total_amount: '0.01' }) };
    expect(sdkAccepts(tampered, app.publicKey)).toBe(false);
  });

  it('has the parameters the SDK puts in the same page request, with the same values', async () => {
    const ours = await ourRequest();
    const biz = JSON.parse(ours.biz_content!) as Record<string, string>;
    const sdkUrl = sdk.pageExecute(method, 'GET', { bizContent: biz, notifyUrl: ours.notify_url, returnUrl: ours.return_url });
    const theirs = Object.fromEntries(new URL(sdkUrl).searchParams);
    // The SDK adds its own name (alipay_sdk); format=JSON is optional and the only value allowed.
    const { alipay_sdk: _sdkName, ...sdkParams } = theirs;
    const { format, ...ourParams } = ours;
    expect(format).toBe('JSON');
    expect(Object.keys(ourParams).sort()).toEqual(Object.keys(sdkParams).sort());
    for (const key of ['app_id', 'method', 'charset', 'sign_type', 'version', 'notify_url', 'return_url', 'biz_content']) {
      expect([key, ourParams[key]]).toEqual([key, sdkParams[key]]);
    }
    expect(ours).toMatchObject({ app_id: APP_ID, method, charset: 'utf-8', sign_type: 'RSA2', version: '1.0' });
    // Beijing time, in the SDK's own format.
    expect(ours.timestamp).toBe('2026-06-03 10:00:00');
    expect(digitsHidden(ours.timestamp!)).toBe(digitsHidden(theirs.timestamp!));
    expect(biz).toMatchObject({ out_trade_no: order(device).attemptId, total_amount: '1000.50', subject: 'Deposit 订金 · 100% & more', product_code: product });
    expect(biz.total_amount).toMatch(/^\d+\.\d{2}$/);
    expect(ours.return_url).toBe('https://book.example/booking_result');
    expect(ours.notify_url).toBe('https://book.example/api/notify/alipay');
  });

  it('is signed exactly as the SDK signs the same parameters', async () => {
    const ours = await ourRequest();
    const sdkString = sdk.sdkExecute(
      method,
      { timestamp: ours.timestamp, format: ours.format, notify_url: ours.notify_url, return_url: ours.return_url, bizContent: JSON.parse(ours.biz_content!) },
      { bizContentAutoSnakeCase: false },
    );
    const theirs = Object.fromEntries(new URLSearchParams(sdkString));
    expect(theirs).toEqual(ours);
  });
});

describe('Alipay alipay.trade.query (alipay-sdk)', () => {
  const ref = { attemptId: 'PQUERY000001', orderId: null, bookingCode: 'BOOKCODE1' };
  const paid = {
    code: '10000',
    msg: 'Success',
    buyer_logon_id: 'mei***@example.com',
    buyer_pay_amount: '1000.50',
    buyer_user_id: '2088102534368455',
    fund_bill_list: [{ amount: '1000.50', fund_channel: 'ALIPAYACCOUNT' }],
    invoice_amount: '1000.50',
    out_trade_no: ref.attemptId,
    point_amount: '0.00',
    receipt_amount: '1000.50',
    send_pay_date: '2026-06-03 10:01:02',
    total_amount: '1000.50',
    trade_no: '2026060322001468450512505578',
    trade_status: 'TRADE_SUCCESS',
  };

  it('is signed exactly as the SDK signs it, with the common parameters the SDK sends', async () => {
    answer = () => alipayAnswer('alipay.trade.query', paid, alipay.privateKey);
    await adapter.queryOrder(ref);
    const ours = paramsOf(gateway.requests.at(-1)!);
    expect(sdkAccepts(ours, app.publicKey)).toBe(true);
    const theirs = Object.fromEntries(
      new URLSearchParams(sdk.sdkExecute('alipay.trade.query', { timestamp: ours.timestamp, format: ours.format, bizContent: { out_trade_no: ref.attemptId } })),
    );
    expect(theirs).toEqual(ours);
  });

  it("believes an answer the SDK's checkResponseSign accepts, and reads the paid trade from it", async () => {
    const text = alipayAnswer('alipay.trade.query', paid, alipay.privateKey);
    const sign = (JSON.parse(text) as { sign: string }).sign;
    expect(() => sdk.checkResponseSign(text, responseKey('alipay.trade.query'), sign, 'trace')).not.toThrow();
    answer = () => text;
    expect(await adapter.queryOrder(ref)).toEqual({
      state: 'paid',
      trade: { attemptId: ref.attemptId, transactionId: paid.trade_no, amountMinor: 100_050, currency: 'CNY', paidAt: new Date('2026-06-03T02:01:02Z') },
    });
  });

  it('refuses an answer the SDK refuses: signed by another key, or changed after signing', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const genuine = alipayAnswer('alipay.trade.query', paid, alipay.privateKey);
    const forged = [alipayAnswer('alipay.trade.query', paid, other.privateKey), genuine.replace('"total_amount":"1000.50"', '"total_amount":"1.00"')];
    for (const text of forged) {
      const sign = (JSON.parse(text) as { sign: string }).sign;
      expect(() => sdk.checkResponseSign(text, responseKey('alipay.trade.query'), sign, 'trace')).toThrow(/验签失败/);
      answer = () => text;
      await expect(adapter.queryOrder(ref)).rejects.toThrow(/not trusted/);
    }
  });

  it('reads a trade that does not exist yet as unpaid, as the SDK reports it', async () => {
    const missing = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在', buyer_pay_amount: '0.00', invoice_amount: '0.00', out_trade_no: ref.attemptId, point_amount: '0.00', receipt_amount: '0.00' };
    answer = () => alipayAnswer('alipay.trade.query', missing, alipay.privateKey);
    expect(await adapter.queryOrder(ref)).toEqual({ state: 'unpaid', providerStatus: 'TRADE_NOT_EXIST' });
    // The SDK's own client, against the same gateway, reads the same answer as a business failure.
    const viaSdk = alipaySdk({ appId: APP_ID, appPrivateKey: app.privateKey, alipayPublicKey: alipay.publicKey, gateway: `${gateway.url}/gateway.do` });
    const result = await viaSdk.exec('alipay.trade.query', { bizContent: { out_trade_no: ref.attemptId } }, { validateSign: true });
    expect(result).toMatchObject({ code: '40004', subCode: 'ACQ.TRADE_NOT_EXIST' });
  });
});

describe('Alipay alipay.trade.refund and alipay.trade.fastpay.refund.query (alipay-sdk)', () => {
  const request = { refundId: 'rf-contract-1', attemptId: 'PREFUND00001', transactionId: '2026060322001468450512505578', amountMinor: 30_000, totalMinor: 100_050, currency: 'CNY' as const, reason: 'Booking cancelled' };
  /** The answer of a refund made, as Alipay's documentation shows it. */
  const refunded = {
    code: '10000', msg: 'Success', buyer_logon_id: 'mei***@example.com', buyer_user_id: '2088102534368455', fund_change: 'Y',
    gmt_refund_pay: '2026-06-04 10:00:00', out_trade_no: request.attemptId, refund_fee: '300.00', send_back_fee: '300.00', trade_no: request.transactionId,
  };

  it('is signed exactly as the SDK signs the same refund, with the parameters Alipay documents', async () => {
    answer = () => alipayAnswer('alipay.trade.refund', refunded, alipay.privateKey);
    expect(await adapter.refund!(request)).toEqual({ state: 'succeeded', providerRefundId: request.refundId, providerStatus: 'REFUND_SUCCESS' });
    const ours = paramsOf(gateway.requests.at(-1)!);
    expect(sdkAccepts(ours, app.publicKey)).toBe(true);
    const biz = JSON.parse(ours.biz_content!) as Record<string, string>;
    expect(biz).toEqual({ out_trade_no: request.attemptId, trade_no: request.transactionId, refund_amount: '300.00', out_request_no: request.refundId, refund_reason: 'Booking cancelled' });
    const theirs = Object.fromEntries(new URLSearchParams(sdk.sdkExecute('alipay.trade.refund', { timestamp: ours.timestamp, format: ours.format, bizContent: biz }, { bizContentAutoSnakeCase: false })));
    expect(theirs).toEqual(ours);
  });

  it("believes a refund answer the SDK's checkResponseSign accepts, and refuses one changed after signing", async () => {
    const text = alipayAnswer('alipay.trade.refund', refunded, alipay.privateKey);
    const sign = (JSON.parse(text) as { sign: string }).sign;
    expect(() => sdk.checkResponseSign(text, responseKey('alipay.trade.refund'), sign, 'trace')).not.toThrow();
    const changed = text.replace('"refund_fee":"300.00"', '"refund_fee":"3.00"');
    expect(() => sdk.checkResponseSign(changed, responseKey('alipay.trade.refund'), sign, 'trace')).toThrow(/验签失败/);
    answer = () => changed;
    await expect(adapter.refund!(request)).rejects.toThrow(/not trusted/);
  });

  it('asks a repeated refund (fund_change N) through the refund query, signed as the SDK signs it', async () => {
    const queried = { code: '10000', msg: 'Success', out_request_no: request.refundId, out_trade_no: request.attemptId, refund_amount: '300.00', refund_status: 'REFUND_SUCCESS', total_amount: '1000.50', trade_no: request.transactionId };
    answer = (sent) => {
      const method = paramsOf(sent).method!;
      return method === 'alipay.trade.refund'
        ? alipayAnswer(method, { ...refunded, fund_change: 'N' }, alipay.privateKey)
        : alipayAnswer(method, queried, alipay.privateKey);
    };
    expect(await adapter.refund!(request)).toEqual({ state: 'succeeded', providerRefundId: request.refundId, providerStatus: 'REFUND_SUCCESS' });
    const ours = paramsOf(gateway.requests.at(-1)!);
    expect(ours.method).toBe('alipay.trade.fastpay.refund.query');
    const biz = JSON.parse(ours.biz_content!) as Record<string, string>;
    expect(biz).toEqual({ out_trade_no: request.attemptId, out_request_no: request.refundId });
    const theirs = Object.fromEntries(new URLSearchParams(sdk.sdkExecute('alipay.trade.fastpay.refund.query', { timestamp: ours.timestamp, format: ours.format, bizContent: biz })));
    expect(theirs).toEqual(ours);
  });
});
