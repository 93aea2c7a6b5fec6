import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Aes, Formatter } from 'wechatpay-axios-plugin';
import { createManualClock } from '../../lib/clock.ts';
import { startWechatFake } from '../fakes/wechat-fake.ts';
import type { FakeRequest } from '../fakes/fake-server.ts';
import { NotificationRejected } from '../provider.ts';
import { shanghaiRfc3339 } from '../shanghai-time.ts';
import { createWechatProvider, type WechatProvider } from '../wechat-provider.ts';
import { sdkAcceptsRequest, signedHeaders, startSdkWechat, wechatParties, type SdkWechat } from './wechat-sdk.ts';

/**
 * Contract: our domestic refund request is signed as the SDK's helpers sign (Formatter.request,
 * Rsa), a refund answer signed with them is believed, a REFUND.SUCCESS notification encrypted with
 * the SDK's AES-256-GCM is read, and our test fake's refund notification opens with the SDK too.
 */
const parties = wechatParties();
const clock = createManualClock(new Date('2026-06-04T02:00:00Z'));
const seconds = () => Math.floor(clock.now().getTime() / 1000);
let gateway: SdkWechat;
let adapter: WechatProvider;
const sent: FakeRequest[] = [];
/** Headers as our server receives them (HTTP lower-cases their names). */
const received = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** A refund as WeChat Pay's documentation shows the answer. */
const documented = (outRefundNo: string, status: string) => ({
  refund_id: '50000000382019052709732678859',
  out_refund_no: outRefundNo,
  transaction_id: '1217752501201407033233368018',
  out_trade_no: 'PREFUND00001',
  channel: 'ORIGINAL',
  user_received_account: '招商银行信用卡0403',
  success_time: '2026-06-04T10:00:01+08:00',
  create_time: '2026-06-04T10:00:00+08:00',
  status,
  funds_account: 'AVAILABLE',
  amount: { total: 100_000, refund: 30_000, payer_total: 100_000, payer_refund: 30_000, settlement_refund: 30_000, settlement_total: 100_000, discount_refund: 0, currency: 'CNY', refund_fee: 0 },
});

beforeAll(async () => {
  gateway = await startSdkWechat(parties, () => clock.now(), (request, genuine) => {
    if (genuine.status === 401 || !request.url.pathname.startsWith('/v3/refund/domestic/refunds')) return genuine;
    sent.push(request);
    const body = JSON.stringify(documented('rf-contract-1', 'SUCCESS'));
    return { status: 200, body, headers: signedHeaders(parties, body, seconds()) };
  });
  adapter = createWechatProvider(
    {
      baseUrl: gateway.url,
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
afterAll(() => gateway.close());

const request = { refundId: 'rf-contract-1', attemptId: 'PREFUND00001', transactionId: '1217752501201407033233368018', amountMinor: 30_000, totalMinor: 100_000, currency: 'CNY' as const, reason: 'Booking cancelled' };

describe('WeChat Pay domestic refunds (wechatpay-axios-plugin helpers)', () => {
  it("sends a refund the SDK's helpers verify, with the documented fields, and believes the signed answer", async () => {
    expect(await adapter.refund!(request)).toEqual({ state: 'succeeded', providerRefundId: '50000000382019052709732678859', providerStatus: 'SUCCESS' });
    const ours = sent.at(-1)!;
    expect(ours.method).toBe('POST');
    expect(sdkAcceptsRequest(parties, ours)).toBe(true);
    expect(JSON.parse(ours.body)).toEqual({
      transaction_id: request.transactionId,
      out_refund_no: 'rf-contract-1',
      reason: 'Booking cancelled',
      notify_url: 'https://book.example/api/notify/wechat',
      amount: { refund: 30_000, total: 100_000, currency: 'CNY' },
    });
  });

  it('asks a refund by its out_refund_no with a GET the SDK verifies', async () => {
    expect(await adapter.queryRefund!(request)).toMatchObject({ state: 'succeeded' });
    const ours = sent.at(-1)!;
    expect([ours.method, ours.url.pathname, ours.body]).toEqual(['GET', '/v3/refund/domestic/refunds/rf-contract-1', '']);
    expect(sdkAcceptsRequest(parties, ours)).toBe(true);
  });

  it('reads a REFUND.SUCCESS notification encrypted with the SDK, and refuses a tampered one', async () => {
    const nonce = Formatter.nonce(12);
    const resource = {
      mchid: parties.mchid, out_trade_no: request.attemptId, transaction_id: request.transactionId, out_refund_no: 'rf-contract-1',
      refund_id: '50000000382019052709732678859', refund_status: 'SUCCESS', success_time: shanghaiRfc3339(clock.now()), user_received_account: '招商银行信用卡0403',
      amount: { total: 100_000, refund: 30_000, payer_total: 100_000, payer_refund: 30_000 },
    };
    const ciphertext = Aes.AesGcm.encrypt(JSON.stringify(resource), parties.apiV3Key, nonce, 'refund');
    const event = (text: string) =>
      JSON.stringify({
        id: randomBytes(18).toString('hex'), create_time: shanghaiRfc3339(clock.now()), resource_type: 'encrypt-resource', event_type: 'REFUND.SUCCESS', summary: '退款成功',
        resource: { original_type: 'refund', algorithm: 'AEAD_AES_256_GCM', ciphertext: text, associated_data: 'refund', nonce },
      });
    const body = event(ciphertext);
    const notified = await adapter.verifyNotification!({ headers: received(signedHeaders(parties, body, seconds())), rawBody: body });
    expect(notified.refund).toEqual({ refundId: 'rf-contract-1', state: { state: 'succeeded', providerRefundId: resource.refund_id, providerStatus: 'SUCCESS' } });
    const bytes = Buffer.from(ciphertext, 'base64');
    bytes[0]! ^= 1;
    const tampered = event(bytes.toString('base64'));
    await expect(adapter.verifyNotification!({ headers: received(signedHeaders(parties, tampered, seconds())), rawBody: tampered })).rejects.toBeInstanceOf(NotificationRejected);
  });

  it("our test fake's refund notification opens with the SDK's AES-256-GCM and reads as WeChat documents it", async () => {
    const fake = await startWechatFake(() => clock.now());
    try {
      const wechat = createWechatProvider(
        { baseUrl: fake.url, appid: fake.appid, mchid: fake.mchid, merchantSerial: fake.merchantSerial, merchantKey: fake.merchantPrivateKey, platformKey: fake.platformPublicKey, platformSerial: fake.platformSerial, apiV3Key: fake.apiV3Key, notifyUrl: 'https://book.example/api/notify/wechat' },
        clock,
      );
      await wechat.createOrder({ attemptId: 'PFAKE00001', bookingCode: 'B', amountMinor: 100_000, currency: 'CNY', description: 'Deposit', expiresAt: new Date('2026-06-04T02:30:00Z'), device: 'desktop' });
      fake.pay('PFAKE00001');
      fake.holdNextRefund();
      await wechat.refund!({ ...request, attemptId: 'PFAKE00001', transactionId: fake.transactions.get('PFAKE00001')!.transaction_id!, refundId: 'rf-fake-1' });
      const event = JSON.parse(fake.completeRefund('rf-fake-1').body) as { event_type: string; resource: { ciphertext: string; nonce: string; associated_data: string; original_type: string } };
      expect([event.event_type, event.resource.original_type, event.resource.associated_data]).toEqual(['REFUND.SUCCESS', 'refund', 'refund']);
      const opened = JSON.parse(Aes.AesGcm.decrypt(event.resource.ciphertext, fake.apiV3Key, event.resource.nonce, event.resource.associated_data)) as Record<string, unknown>;
      expect(opened).toMatchObject({ mchid: fake.mchid, out_trade_no: 'PFAKE00001', out_refund_no: 'rf-fake-1', refund_status: 'SUCCESS', amount: { refund: 30_000, total: 100_000 } });
    } finally {
      await fake.close();
    }
  });
});
