import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { startWechatFake, type WechatFake } from '../fakes/wechat-fake.ts';
import { ProviderError, type NewOrder } from '../provider.ts';
import { createWechatProvider, type WechatProvider, type WechatSettings } from '../wechat-provider.ts';
import { jsapiPayParams } from '../wechat-signing.ts';
import { sdkAcceptsPaySign, sdkAcceptsRequest, startSdkWechat, wechatParties, type SdkWechat } from './wechat-sdk.ts';

/**
 * Contract: JSAPI and H5 orders as the wechatpay-axios-plugin SDK checks their request
 * signatures and WeChat documents their bodies, the getBrandWCPayRequest paySign as the SDK
 * verifies it, and the same adapter against the local WeChat fake (orders, OAuth exchange).
 */
const parties = wechatParties();
const clock = createManualClock(new Date());
let sdk: SdkWechat;
let fake: WechatFake;
let onSdk: WechatProvider;
let onFake: WechatProvider;

const settingsFor = (baseUrl: string, from: { appid: string; mchid: string; merchantSerial: string; apiV3Key: string }, keys: Pick<WechatSettings, 'merchantKey' | 'platformKey' | 'platformSerial'>, extra: Partial<WechatSettings> = {}): WechatSettings => ({
  baseUrl,
  appid: from.appid,
  mchid: from.mchid,
  merchantSerial: from.merchantSerial,
  apiV3Key: from.apiV3Key,
  notifyUrl: 'https://book.example/api/notify/wechat',
  ...keys,
  ...extra,
});

beforeAll(async () => {
  sdk = await startSdkWechat(parties, () => clock.now());
  fake = await startWechatFake(() => clock.now());
  onSdk = createWechatProvider(
    settingsFor(sdk.url, parties, { merchantKey: parties.merchant.privateKey, platformKey: parties.platform.publicKey, platformSerial: parties.platformSerial }),
    clock,
  );
  onFake = createWechatProvider(
    settingsFor(fake.url, fake, { merchantKey: fake.merchantPrivateKey, platformKey: fake.platformPublicKey, platformSerial: fake.platformSerial }, { appSecret: fake.appSecret, oauthApiBase: fake.url }),
    clock,
  );
});
afterAll(async () => {
  await sdk.close();
  await fake.close();
});

let orders = 0;
const order = (wechat: NewOrder['wechat']): NewOrder => {
  orders += 1;
  return {
    attemptId: `PWXPHONE${String(orders).padStart(6, '0')}`,
    bookingCode: 'BOOKCODE1',
    amountMinor: 1000_00,
    currency: 'CNY',
    description: '订金 Deposit · 2 persons',
    expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
    device: 'mobile',
    ...(wechat ? { wechat } : {}),
  };
};
const OPENID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';

describe('JSAPI and H5 orders, as the WeChat SDK checks them', () => {
  it('a JSAPI order goes to /v3/pay/transactions/jsapi, signed, with payer.openid, and answers its prepay_id', async () => {
    const created = await onSdk.createOrder(order({ channel: 'jsapi', openid: OPENID }));
    expect(created).toEqual({ prepayId: 'wx201410272009395522657a690389285100' });
    const sent = sdk.orders.at(-1)!;
    expect(sent).toMatchObject({ path: '/v3/pay/transactions/jsapi', appid: parties.appid, mchid: parties.mchid, payer: { openid: OPENID }, amount: { total: 1000_00, currency: 'CNY' } });
    expect(sent).not.toHaveProperty('scene_info');
  });

  it('an H5 order goes to /v3/pay/transactions/h5 with the payer address and h5_info Wap, and answers h5_url', async () => {
    const created = await onSdk.createOrder(order({ channel: 'h5', clientIp: '203.0.113.7' }));
    expect(created.h5Url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=/);
    expect(sdk.orders.at(-1)).toMatchObject({ path: '/v3/pay/transactions/h5', scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } } });
  });

  it('refuses to place a JSAPI order without a valid openid, or an H5 order without the address', async () => {
    const before = sdk.orders.length;
    await expect(onSdk.createOrder(order({ channel: 'jsapi' }))).rejects.toBeInstanceOf(ProviderError);
    await expect(onSdk.createOrder(order({ channel: 'jsapi', openid: 'a"b' }))).rejects.toBeInstanceOf(ProviderError);
    await expect(onSdk.createOrder(order({ channel: 'h5' }))).rejects.toBeInstanceOf(ProviderError);
    expect(sdk.orders.length).toBe(before);
  });

  it('the request signatures of both are the ones the SDK accepts', async () => {
    let seen = 0;
    const checking = await startSdkWechat(parties, () => clock.now(), (request, genuine) => {
      if (request.method === 'POST') {
        expect(sdkAcceptsRequest(parties, request)).toBe(true);
        seen += 1;
      }
      return genuine;
    });
    const adapter = createWechatProvider(
      settingsFor(checking.url, parties, { merchantKey: parties.merchant.privateKey, platformKey: parties.platform.publicKey, platformSerial: parties.platformSerial }),
      clock,
    );
    await adapter.createOrder(order({ channel: 'jsapi', openid: OPENID }));
    await adapter.createOrder(order({ channel: 'h5', clientIp: '203.0.113.7' }));
    await checking.close();
    expect(seen).toBe(2);
  });

  it('signs getBrandWCPayRequest as the SDK verifies it (appId, timeStamp, nonceStr, package), and no other key passes', () => {
    const pay = onSdk.jsapiPayParams('wx201410272009395522657a690389285100');
    expect(pay).toMatchObject({ appId: parties.appid, package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA', timeStamp: String(Math.floor(clock.now().getTime() / 1000)) });
    expect(sdkAcceptsPaySign(parties, pay)).toBe(true);
    expect(sdkAcceptsPaySign(parties, { ...pay, package: 'prepay_id=wx201410272009395522657a690389285101' })).toBe(false);
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(sdkAcceptsPaySign(parties, jsapiPayParams(stranger, { appId: parties.appid, prepayId: 'wx2014', timestamp: 1 }))).toBe(false);
    // A fresh nonce each time: two signings of one prepay_id differ.
    expect(onSdk.jsapiPayParams('wx2014').nonceStr).not.toBe(onSdk.jsapiPayParams('wx2014').nonceStr);
  });
});

describe('JSAPI and H5 against the local WeChat fake', () => {
  it('places both kinds, binds an out_trade_no to its kind, and a paid JSAPI order reads as paid', async () => {
    const jsapi = order({ channel: 'jsapi', openid: OPENID });
    const { prepayId } = await onFake.createOrder(jsapi);
    expect(prepayId).toMatch(/^wx[0-9a-f]{20}$/);
    expect(fake.transactions.get(jsapi.attemptId)).toMatchObject({ trade_type: 'JSAPI', payer: { openid: OPENID } });
    await expect(onFake.createOrder({ ...jsapi, wechat: { channel: 'h5', clientIp: '203.0.113.7' } })).rejects.toBeInstanceOf(ProviderError);

    const h5 = order({ channel: 'h5', clientIp: '203.0.113.7' });
    expect((await onFake.createOrder(h5)).h5Url).toMatch(/^https:\/\/wx\.tenpay\.com\//);

    fake.pay(jsapi.attemptId);
    const state = await onFake.queryOrder({ attemptId: jsapi.attemptId, orderId: null, bookingCode: 'BOOKCODE1' });
    expect(state).toMatchObject({ state: 'paid', trade: { attemptId: jsapi.attemptId, amountMinor: 1000_00, bookingCode: 'BOOKCODE1' } });
    expect(await onFake.queryOrder({ attemptId: h5.attemptId, orderId: null, bookingCode: 'BOOKCODE1' })).toEqual({ state: 'unpaid', providerStatus: 'NOTPAY' });
  });

  it('OAuth: the authorize address asks snsapi_base silently; a code gives the openid once; a wrong secret gives nothing', async () => {
    const url = new URL(onFake.oauth!.authorizeUrl('https://book.example/api/wechat_oauth_return', 'STATE_abc'));
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: fake.appid,
      redirect_uri: 'https://book.example/api/wechat_oauth_return',
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'STATE_abc',
    });
    expect(url.hash).toBe('#wechat_redirect');

    const code = fake.issueOauthCode(OPENID);
    expect(await onFake.oauth!.openidFor(code)).toBe(OPENID);
    await expect(onFake.oauth!.openidFor(code)).rejects.toBeInstanceOf(ProviderError);
    await expect(onFake.oauth!.openidFor('../../etc')).rejects.toBeInstanceOf(ProviderError);

    const wrongSecret = createWechatProvider(
      settingsFor(fake.url, fake, { merchantKey: fake.merchantPrivateKey, platformKey: fake.platformPublicKey, platformSerial: fake.platformSerial }, { appSecret: 'f'.repeat(32), oauthApiBase: fake.url }),
      clock,
    );
    await expect(wrongSecret.oauth!.openidFor(fake.issueOauthCode(OPENID))).rejects.toBeInstanceOf(ProviderError);
    // Without the AppSecret there is no OAuth, so no JSAPI to offer.
    expect(onSdk.oauth).toBeUndefined();
  });
});
