import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import type { WpayResponse } from '../../../api-client/contract/payment.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { shanghaiRfc3339 } from '../shanghai-time.ts';
import { bookingRow, paymentStateForTest, placeHold, transactionsOf } from '../test-support.ts';
import { paidTransaction, sdkNotification, signedHeaders, startSdkWechat, wechatParties, type SdkWechat } from './wechat-sdk.ts';

/**
 * Contract: a payment notification built with the SDK's AES-256-GCM and RSA helpers, as WeChat
 * Pay sends it, is accepted by POST /api/notify/wechat and settles the booking; one the SDK's
 * helpers would not open or verify is refused and changes nothing.
 */
const parties = wechatParties();
const pem = (key: { export(options: { type: 'pkcs8' | 'spki'; format: 'pem' }): string | Buffer }, type: 'pkcs8' | 'spki') => String(key.export({ type, format: 'pem' }));

let t: TestApp;
let wechat: SdkWechat;
beforeAll(async () => {
  wechat = await startSdkWechat(parties, () => t.clock.now());
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'http://book.test:8080',
      WECHAT_API_BASE: wechat.url,
      WECHAT_APPID: parties.appid,
      WECHAT_MCHID: parties.mchid,
      WECHAT_MERCHANT_SERIAL: parties.merchantSerial,
      WECHAT_MERCHANT_PRIVATE_KEY: pem(parties.merchant.privateKey, 'pkcs8'),
      WECHAT_PLATFORM_PUBLIC_KEY: pem(parties.platform.publicKey, 'spki'),
      WECHAT_PLATFORM_SERIAL: parties.platformSerial,
      WECHAT_APIV3_KEY: parties.apiV3Key,
    },
  });
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

/** A hold with a Native order at "WeChat" (made through /api/wpay), and that order paid. */
async function paidOrder(time: string) {
  const hold = await placeHold(t.app, t.db, { time });
  const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
  expect(wpay.body).toEqual({ code_url: expect.stringMatching(/^weixin:\/\//), demo: false });
  const placed = wechat.orders.find((candidate) => candidate.attach === hold.code)!;
  return { ...hold, transaction: paidTransaction(parties, placed, shanghaiRfc3339(t.clock.now())) };
}
const seconds = () => Math.floor(t.clock.now().getTime() / 1000);
const notify = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/notify/wechat', headers: message.headers, payload: message.body });

/** What the SDK's helpers make of a notification: signature verdict and, if it opens, the transaction. */
function sdkReads(message: { headers: Record<string, string>; body: string }) {
  const h = message.headers;
  const genuine =
    h['Wechatpay-Serial'] === parties.platformSerial &&
    Math.abs(Number(h['Wechatpay-Timestamp']) - seconds()) <= 300 &&
    Rsa.verify(Formatter.response(h['Wechatpay-Timestamp']!, h['Wechatpay-Nonce']!, message.body), h['Wechatpay-Signature']!, parties.platform.publicKey);
  const { resource } = JSON.parse(message.body) as { resource: { ciphertext: string; nonce: string; associated_data: string } };
  try {
    return { genuine, transaction: JSON.parse(Aes.AesGcm.decrypt(resource.ciphertext, parties.apiV3Key, resource.nonce, resource.associated_data)) as unknown };
  } catch {
    return { genuine, transaction: null };
  }
}

describe('WeChat Pay notifications built with the SDK helpers (wechatpay-axios-plugin)', () => {
  it('settles the booking once on a notification the SDK helpers sign and encrypt', async () => {
    const order = await paidOrder('19:00');
    const message = sdkNotification(parties, order.transaction, seconds());
    expect(sdkReads(message)).toEqual({ genuine: true, transaction: order.transaction });

    expect((await notify(message)).statusCode).toBe(204);
    expect((await notify(message)).statusCode).toBe(204);
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, order.code)).toEqual([
      expect.objectContaining({ payment_method: 'wechat', amount_minor: 1000_00, currency: 'CNY', outcome: 'confirmed', provider_transaction_id: order.transaction.transaction_id }),
    ]);
  });

  it('refuses, changing nothing, what the SDK helpers cannot open or verify', async () => {
    const order = await paidOrder('18:00');
    const genuine = sdkNotification(parties, order.transaction, seconds());
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = [
      // Ciphertext changed, then signed again: the signature holds, AES-GCM's tag does not.
      sdkNotification(parties, order.transaction, seconds(), { tamperCiphertext: true }),
      // Body changed after signing.
      { headers: genuine.headers, body: genuine.body.replace('"summary":"支付成功"', '"summary":"支付失败"') },
      // Signed by someone other than WeChat.
      { headers: { ...genuine.headers, ...signedHeaders(parties, genuine.body, seconds(), other.privateKey) }, body: genuine.body },
      // Signed by WeChat six minutes ago.
      { headers: { ...genuine.headers, ...signedHeaders(parties, genuine.body, seconds() - 360) }, body: genuine.body },
    ];
    const before = await paymentStateForTest(t.db);
    for (const message of forged) {
      const sdk = sdkReads(message);
      expect(sdk.genuine && sdk.transaction !== null).toBe(false);
      const answer = await notify(message);
      expect([answer.statusCode, answer.json()]).toEqual([400, { code: 'FAIL', message: 'rejected' }]);
    }
    expect(await paymentStateForTest(t.db)).toEqual(before);
    expect((await notify(genuine)).statusCode).toBe(204);
  });
});
