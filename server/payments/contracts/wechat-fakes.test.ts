import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { startWechatFake, type WechatFake } from '../fakes/wechat-fake.ts';

/**
 * Contract: the WeChat Pay fake other tests rely on agrees with the wechatpay-axios-plugin SDK both
 * ways: it accepts the SDK's signed requests, the SDK verifies its answers and opens its notifications.
 */
let fake: WechatFake;
beforeAll(async () => {
  fake = await startWechatFake();
});
afterAll(() => fake.close());

/** The SDK's own client, pointed at the fake instead of api.mch.weixin.qq.com. */
const sdkClient = (merchantKey: KeyObject = fake.merchantPrivateKey) =>
  new Wechatpay({
    mchid: fake.mchid,
    serial: fake.merchantSerial,
    privateKey: String(merchantKey.export({ type: 'pkcs8', format: 'pem' })),
    certs: { [fake.platformSerial]: fake.platformPublicKey },
    baseURL: `${fake.url}/`,
  });

const nativeOrder = (outTradeNo: string) => ({
  appid: fake.appid,
  mchid: fake.mchid,
  description: '订金 Deposit',
  out_trade_no: outTradeNo,
  time_expire: '2036-06-03T10:15:00+08:00',
  attach: 'BOOKCODE1',
  notify_url: 'https://book.example/api/notify/wechat',
  amount: { total: 1000_00, currency: 'CNY' },
});

describe('the WeChat Pay test fake against wechatpay-axios-plugin', () => {
  it("accepts the SDK client's signed order and query, and the SDK verifies the fake's signed answers", async () => {
    const created = await sdkClient().chain('v3/pay/transactions/native').post(nativeOrder('PSDKWX000001'));
    expect(created.status).toBe(200);
    expect(created.data).toEqual({ code_url: expect.stringMatching(/^weixin:\/\/wxpay\//) });
    const queried = await sdkClient().chain('v3/pay/transactions/out-trade-no/PSDKWX000001').get({ params: { mchid: fake.mchid } });
    expect(queried.data).toMatchObject({ out_trade_no: 'PSDKWX000001', trade_state: 'NOTPAY', amount: { total: 1000_00 } });
  });

  it('refuses the SDK client when it signs with a key that is not the merchant\'s', async () => {
    const stranger = sdkClient(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);
    await expect(stranger.chain('v3/pay/transactions/native').post(nativeOrder('PSDKWX000002'))).rejects.toMatchObject({
      response: { status: 401, data: { code: 'SIGN_ERROR', message: 'bad signature' } },
    });
  });

  it("sends notifications the SDK's helpers verify (RSA) and open (AES-256-GCM with the APIv3 key)", async () => {
    await sdkClient().chain('v3/pay/transactions/native').post(nativeOrder('PSDKWX000003'));
    const { headers, body } = fake.pay('PSDKWX000003');
    const message = Formatter.response(headers['wechatpay-timestamp']!, headers['wechatpay-nonce']!, body);
    expect(headers['wechatpay-serial']).toBe(fake.platformSerial);
    expect(Rsa.verify(message, headers['wechatpay-signature']!, fake.platformPublicKey)).toBe(true);
    const { resource } = JSON.parse(body) as { resource: { ciphertext: string; nonce: string; associated_data: string; algorithm: string } };
    expect(resource.algorithm).toBe('AEAD_AES_256_GCM');
    const transaction = JSON.parse(Aes.AesGcm.decrypt(resource.ciphertext, fake.apiV3Key, resource.nonce, resource.associated_data)) as unknown;
    expect(transaction).toMatchObject({ out_trade_no: 'PSDKWX000003', trade_state: 'SUCCESS', mchid: fake.mchid, appid: fake.appid, amount: { total: 1000_00, currency: 'CNY' } });
  });
});
