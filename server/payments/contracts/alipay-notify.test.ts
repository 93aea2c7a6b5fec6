import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlipayVerifyResponse } from '../../../api-client/contract/payment.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { shanghaiDateTime } from '../shanghai-time.ts';
import { bookingRow, paymentStateForTest, placeHold, transactionsOf } from '../test-support.ts';
import { alipayNotify, alipayReturn, bareBase64, sdkAccepts, signedByAlipay } from './alipay-sdk.ts';

/**
 * Contract: what Alipay sends (the asynchronous notify, the return the guest brings back),
 * signed with the test's "Alipay" key and vouched for by the SDK's checker, is what our server
 * accepts; whatever the SDK's checker refuses, our server refuses and changes nothing.
 */
const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021004187654321';
const SELLER_ID = '2088621234567890';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'http://book.test:8080',
      // Never called here: page pay is a signed redirect, and nothing below needs a trade query.
      ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do',
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: bareBase64(app.privateKey),
      ALIPAY_PUBLIC_KEY: bareBase64(alipay.publicKey),
      ALIPAY_SELLER_ID: SELLER_ID,
    },
  });
});
afterAll(() => t.close());

/** A hold whose guest chose Alipay: the trade Alipay would then know (number and amount from our signed request). */
async function alipayTrade(time: string, device: 'desktop' | 'mobile' = 'desktop') {
  const hold = await placeHold(t.app, t.db, { time });
  const created = await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code, device });
  const biz = JSON.parse(new URL(created.body.url).searchParams.get('biz_content')!) as { out_trade_no: string; total_amount: string };
  const trade = { appId: APP_ID, sellerId: SELLER_ID, outTradeNo: biz.out_trade_no, totalAmount: biz.total_amount, at: shanghaiDateTime(t.clock.now()) };
  return { ...hold, trade };
}

/** Alipay POSTs the notify as a form, values URL-encoded. */
const notify = (params: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(params).toString(),
  });

describe('Alipay notify and return signed as Alipay signs (alipay-sdk checker)', () => {
  it('settles the booking on a notify the SDK accepts; a tampered one is refused by both and changes nothing', async () => {
    const order = await alipayTrade('19:00');
    const genuine = signedByAlipay(alipayNotify(order.trade), alipay.privateKey);
    expect(sdkAccepts(genuine, alipay.publicKey)).toBe(true);

    const before = await paymentStateForTest(t.db);
    const tampered = [
      { ...genuine, total_amount: '0.01' },
      { ...genuine, out_trade_no: 'PSOMEONEELSE0' },
      { ...genuine, gmt_payment: '2026-06-03 09:00:00' },
      signedByAlipay(alipayNotify(order.trade), app.privateKey),
    ];
    for (const params of tampered) {
      expect(sdkAccepts(params, alipay.publicKey)).toBe(false);
      const answer = await notify(params);
      expect([answer.statusCode, answer.body]).toEqual([400, 'failure']);
    }
    expect(await paymentStateForTest(t.db)).toEqual(before);

    const answer = await notify(genuine);
    expect([answer.statusCode, answer.body]).toEqual([200, 'success']);
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, order.code)).toEqual([
      expect.objectContaining({ payment_method: 'alipay', amount_minor: 1000_00, currency: 'CNY', outcome: 'confirmed', provider_transaction_id: genuine.trade_no }),
    ]);
  });

  it.each(['alipay.trade.page.pay.return', 'alipay.trade.wap.pay.return'] as const)(
    'verifies a %s the SDK accepts and answers success for the paid booking; an added parameter fails both',
    async (method) => {
      const order = await alipayTrade(method.includes('wap') ? '18:30' : '18:00', method.includes('wap') ? 'mobile' : 'desktop');
      const paid = signedByAlipay(alipayNotify(order.trade), alipay.privateKey);
      expect((await notify(paid)).body).toBe('success');

      const back = signedByAlipay(alipayReturn(order.trade, method, paid.trade_no), alipay.privateKey);
      expect(sdkAccepts(back, alipay.publicKey)).toBe(true);
      const verified = await order.guest.post<AlipayVerifyResponse>('/api/alipay_verify', back);
      expect(verified.body).toMatchObject({ status: 'success', booking: { code: order.code } });

      const added = { ...back, total_fee: back.total_amount };
      expect(sdkAccepts(added, alipay.publicKey)).toBe(false);
      expect((await order.guest.post<AlipayVerifyResponse>('/api/alipay_verify', added)).body).toEqual({ status: 'failed', booking: null });
    },
  );
});
