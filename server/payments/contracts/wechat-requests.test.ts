import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decorator, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { createManualClock } from '../../lib/clock.ts';
import type { FakeAnswer, FakeRequest } from '../fakes/fake-server.ts';
import type { NewOrder, PaymentProvider } from '../provider.ts';
import { createWechatProvider } from '../wechat-provider.ts';
import { authorizationFields, sdkAcceptsRequest, signedHeaders, startSdkWechat, wechatParties, type SdkWechat } from './wechat-sdk.ts';

/**
 * Contract: our WeChat Pay adapter signs requests as the wechatpay-axios-plugin SDK checks them,
 * and believes exactly the answers the SDK's own response verifier believes.
 */
const parties = wechatParties();
// Real time: the SDK's response verifier compares timestamps with Date.now().
const clock = createManualClock(new Date());
let wechat: SdkWechat;
let adapter: PaymentProvider;
let tamper: ((request: FakeRequest, genuine: FakeAnswer) => FakeAnswer) | undefined;

beforeAll(async () => {
  wechat = await startSdkWechat(parties, () => clock.now(), (request, genuine) => (tamper ? tamper(request, genuine) : genuine));
  adapter = createWechatProvider(
    {
      baseUrl: wechat.url,
      appid: parties.appid,
      mchid: parties.mchid,
      merchantSerial: parties.merchantSerial,
      merchantKey: parties.merchant.privateKey,
      platformKey: parties.platform.publicKey,
      platformSerial: parties.platformSerial,
      apiV3Key: parties.apiV3Key,
      notifyUrl: 'https://book.example/api/notify/wechat',
    },
    clock,
  );
});
afterAll(() => wechat.close());

let orders = 0;
const order = (): NewOrder => {
  orders += 1;
  return {
    attemptId: `PWX${String(orders).padStart(9, '0')}`,
    bookingCode: 'BOOKCODE1',
    amountMinor: 1000_00,
    currency: 'CNY',
    description: '订金 Deposit · 2 persons',
    expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
    device: 'desktop',
  };
};

describe('WeChat Pay request signatures (wechatpay-axios-plugin)', () => {
  it("POST: the Authorization header verifies with the SDK's Formatter.request and Rsa.verify against the merchant key", async () => {
    await adapter.createOrder(order());
    const request = wechat.requests.at(-1)!;
    expect(sdkAcceptsRequest(parties, request)).toBe(true);

    const { scheme, fields } = authorizationFields(String(request.headers.authorization));
    expect(scheme).toBe('WECHATPAY2-SHA256-RSA2048');
    // The same fields and values the SDK writes for this signature (the order of fields is free).
    const sdkHeader = Formatter.authorization(parties.mchid, fields.nonce_str!, fields.signature!, fields.timestamp!, parties.merchantSerial);
    expect(authorizationFields(sdkHeader)).toEqual({ scheme, fields });
    expect(Number(fields.timestamp)).toBe(Math.floor(clock.now().getTime() / 1000));
    // The signed string is METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n over the exact body sent.
    const message = Formatter.request('POST', '/v3/pay/transactions/native', fields.timestamp!, fields.nonce_str!, request.body);
    expect(message).toBe(`POST\n/v3/pay/transactions/native\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`);
    expect(Rsa.verify(message, fields.signature!, parties.merchant.publicKey)).toBe(true);
    expect(Rsa.verify(message.replace('"total":100000', '"total":1'), fields.signature!, parties.merchant.publicKey)).toBe(false);
    expect(Rsa.verify(message, fields.signature!, parties.platform.publicKey)).toBe(false);
  });

  it('GET: the query with its query string and an empty body is signed as the SDK signs it', async () => {
    const placed = order();
    await adapter.createOrder(placed);
    await adapter.queryOrder({ attemptId: placed.attemptId, orderId: null, bookingCode: placed.bookingCode });
    const request = wechat.requests.at(-1)!;
    expect([request.method, request.url.pathname + request.url.search]).toEqual([
      'GET',
      `/v3/pay/transactions/out-trade-no/${placed.attemptId}?mchid=${parties.mchid}`,
    ]);
    expect(request.body).toBe('');
    expect(sdkAcceptsRequest(parties, request)).toBe(true);
  });
});

describe('WeChat Pay answers signed with the SDK helpers (wechatpay-axios-plugin)', () => {
  const verifier = Decorator.responseVerifier({ [parties.platformSerial]: parties.platform.publicKey });
  /** The SDK's verdict on an answer: the answer's text, or the SDK's error for it. */
  const sdkVerdict = (answer: FakeAnswer): true | string => {
    const result: unknown = verifier.call({ url: '/v3/pay/transactions/native' }, answer.body, answer.headers, answer.status);
    return result === answer.body ? true : String((result as { code?: string }).code);
  };
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const at = () => Math.floor(clock.now().getTime() / 1000);
  const resign = (genuine: FakeAnswer, body: string, timestamp = at(), signer = parties.platform.privateKey) => ({
    ...genuine,
    body,
    headers: signedHeaders(parties, body, timestamp, signer),
  });

  const cases: Array<[string, (genuine: FakeAnswer) => FakeAnswer, true | string]> = [
    ['genuine', (genuine) => genuine, true],
    ['body changed after signing', (genuine) => ({ ...genuine, body: genuine.body.replace('weixin://', 'weixin://x') }), 'EV3_RES_HEADER_SIGNATURE_DIGEST'],
    ['signed with another key', (genuine) => resign(genuine, genuine.body, at(), other.privateKey), 'EV3_RES_HEADER_SIGNATURE_DIGEST'],
    ['unknown platform serial', (genuine) => ({ ...genuine, headers: { ...genuine.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_SOMEONE_ELSE' } }), 'EV3_RES_HEADER_PLATFORM_SERIAL'],
    ['signed six minutes ago', (genuine) => resign(genuine, genuine.body, at() - 360), 'EV3_RES_HEADER_TIMESTAMP_OFFSET'],
    ['no signature headers', (genuine) => ({ ...genuine, headers: { 'content-type': 'application/json' } }), 'EV3_RES_HEADERS_INCOMPLATE'],
  ];

  it.each(cases)('%s: our adapter believes it exactly when the SDK does', async (_name, change, sdkExpects) => {
    let seen: FakeAnswer | undefined;
    tamper = (request, genuine) => {
      seen = request.method === 'POST' ? change(genuine) : genuine;
      return seen;
    };
    try {
      const created = adapter.createOrder(order());
      if (sdkExpects === true) await expect(created).resolves.toEqual({ codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl/) });
      else await expect(created).rejects.toThrow(/answer not trusted/);
      expect(sdkVerdict(seen!)).toBe(sdkExpects);
    } finally {
      tamper = undefined;
    }
  });
});
