import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { createManualClock } from '../lib/clock.ts';
import { startWechatFake, type WechatFake } from './fakes/wechat-fake.ts';
import { NotificationRejected, type NewOrder, type PaymentProvider } from './provider.ts';
import { createWechatProvider, type WechatSettings } from './wechat-provider.ts';

let fake: WechatFake;
let wechat: PaymentProvider;
let settings: WechatSettings;
const clock = createManualClock(new Date('2026-06-03T02:00:00Z'));

const order = (attemptId: string, amountMinor = 100_000): NewOrder => ({
  attemptId,
  bookingCode: 'BOOKCODE1',
  amountMinor,
  currency: 'CNY',
  description: 'Deposit',
  expiresAt: new Date('2026-06-03T02:30:00Z'),
  device: 'desktop',
});

beforeAll(async () => {
  fake = await startWechatFake(() => clock.now());
  settings = {
    baseUrl: fake.url,
    appid: fake.appid,
    mchid: fake.mchid,
    merchantSerial: fake.merchantSerial,
    merchantKey: fake.merchantPrivateKey,
    platformKey: fake.platformPublicKey,
    platformSerial: fake.platformSerial,
    apiV3Key: fake.apiV3Key,
    notifyUrl: 'https://book.example/api/notify/wechat',
  };
  wechat = createWechatProvider(settings, clock);
});
afterAll(() => fake.close());

describe('WeChat Pay v3 Native adapter against the local fake', () => {
  it('creates a signed native order in whole fen that expires with the hold', async () => {
    const created = await wechat.createOrder(order('WX000001'));
    expect(created.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
    expect(fake.transactions.get('WX000001')).toMatchObject({
      amount: { total: 100_000, currency: 'CNY' },
      time_expire: '2026-06-03T10:30:00+08:00',
      attach: 'BOOKCODE1',
      notify_url: 'https://book.example/api/notify/wechat',
    });
  });

  it('is refused by WeChat when signed with another merchant key', async () => {
    const impostor = createWechatProvider({ ...settings, merchantKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }, clock);
    await expect(impostor.createOrder(order('WX000002'))).rejects.toThrow(/refused \(401\)/);
  });

  it('does not trust an answer signed with another platform key', async () => {
    const fooled = createWechatProvider({ ...settings, platformKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey }, clock);
    await expect(fooled.createOrder(order('WX000003'))).rejects.toThrow(/not trusted: bad signature/);
  });

  it('queries the order: unpaid, then paid with the transaction id and amount', async () => {
    await wechat.createOrder(order('WX000004', 150_000));
    const ref = { attemptId: 'WX000004', orderId: null, bookingCode: 'BOOKCODE1' };
    expect(await wechat.queryOrder(ref)).toEqual({ state: 'unpaid', providerStatus: 'NOTPAY' });
    fake.pay('WX000004');
    expect(await wechat.queryOrder(ref)).toMatchObject({ state: 'paid', trade: { attemptId: 'WX000004', amountMinor: 150_000, currency: 'CNY' } });
  });

  it('decrypts a genuine notification and refuses stale, forged or foreign ones', async () => {
    await wechat.createOrder(order('WX000005'));
    const genuine = fake.pay('WX000005');
    const verified = await wechat.verifyNotification!({ headers: genuine.headers, rawBody: genuine.body });
    expect(verified.trade).toMatchObject({ attemptId: 'WX000005', amountMinor: 100_000, bookingCode: 'BOOKCODE1' });

    const rejected = (headers: Record<string, string>, rawBody: string) => wechat.verifyNotification!({ headers, rawBody });
    await expect(rejected(genuine.headers, genuine.body.replace('"id":"', '"id":"x'))).rejects.toThrow(/bad signature/);
    await expect(rejected({ ...genuine.headers, 'wechatpay-serial': 'PUB_KEY_ID_other' }, genuine.body)).rejects.toThrow(/serial/);
    const { 'wechatpay-signature': _s, ...unsigned } = genuine.headers;
    await expect(rejected(unsigned, genuine.body)).rejects.toThrow(/missing/);
    const stale = fake.notification(fake.transactions.get('WX000005')!, { timestamp: Math.floor(clock.now().getTime() / 1000) - 301 });
    await expect(rejected(stale.headers, stale.body)).rejects.toThrow(/stale timestamp/);
    const foreign = fake.notification({ ...fake.transactions.get('WX000005')!, mchid: '1234567890', transaction_id: 'T1' });
    await expect(rejected(foreign.headers, foreign.body)).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('closes an order (a signed 204), which then cannot be paid; closing a paid order answers it paid', async () => {
    await wechat.createOrder(order('WX000006'));
    const ref = { attemptId: 'WX000006', orderId: null, bookingCode: 'BOOKCODE1' };
    expect(await wechat.closeOrder!(ref)).toEqual({ state: 'closed', providerStatus: 'CLOSED' });
    expect(() => fake.pay('WX000006')).toThrow(/closed/);
    // Closed already: WeChat refuses the close, the order says it is closed.
    expect(await wechat.closeOrder!(ref)).toEqual({ state: 'closed', providerStatus: 'CLOSED' });
    await wechat.createOrder(order('WX000007'));
    fake.pay('WX000007');
    expect(await wechat.closeOrder!({ ...ref, attemptId: 'WX000007' })).toMatchObject({ state: 'paid', trade: { attemptId: 'WX000007' } });
  });
});

describe('WeChat Pay v3 domestic refunds against the local fake', () => {
  /** A paid Native order of RMB 1,000.00: its transaction_id. */
  async function paid(attemptId: string): Promise<string> {
    await wechat.createOrder(order(attemptId));
    fake.pay(attemptId);
    return fake.transactions.get(attemptId)!.transaction_id!;
  }
  const refundOf = (attemptId: string, transactionId: string, refundId: string, amountMinor: number) => ({
    refundId, attemptId, transactionId, amountMinor, totalMinor: 100_000, currency: 'CNY' as const, reason: 'Booking cancelled',
  });

  it('refunds part, then the rest; our out_refund_no keeps a repeat from refunding twice', async () => {
    const transactionId = await paid('WXR00001');
    const first = await wechat.refund!(refundOf('WXR00001', transactionId, 'rf-wx-a', 40_000));
    expect(first).toMatchObject({ state: 'succeeded', providerStatus: 'SUCCESS', providerRefundId: fake.refunds.get('rf-wx-a')!.refund_id });
    expect(await wechat.refund!(refundOf('WXR00001', transactionId, 'rf-wx-a', 40_000))).toEqual(first);
    expect(fake.refunds.get('rf-wx-a')).toMatchObject({ amount: { refund: 40_000, total: 100_000 }, reason: 'Booking cancelled', notify_url: settings.notifyUrl });
    expect(await wechat.refund!(refundOf('WXR00001', transactionId, 'rf-wx-b', 60_000))).toMatchObject({ state: 'succeeded' });
    expect(await wechat.refund!(refundOf('WXR00001', transactionId, 'rf-wx-c', 1))).toEqual({ state: 'failed', providerStatus: 'INVALID_REQUEST' });
  });

  it('answers PROCESSING as processing, asks by out_refund_no, and reads the REFUND.SUCCESS notification', async () => {
    const transactionId = await paid('WXR00002');
    fake.holdNextRefund();
    const request = refundOf('WXR00002', transactionId, 'rf-wx-p', 100_000);
    expect(await wechat.refund!(request)).toMatchObject({ state: 'processing', providerStatus: 'PROCESSING' });
    expect(await wechat.queryRefund!(request)).toMatchObject({ state: 'processing' });
    const message = fake.completeRefund('rf-wx-p');
    expect(await wechat.queryRefund!(request)).toMatchObject({ state: 'succeeded', providerStatus: 'SUCCESS' });
    const notified = await wechat.verifyNotification!({ headers: message.headers, rawBody: message.body });
    expect(notified).toMatchObject({ trade: null, refund: { refundId: 'rf-wx-p', state: { state: 'succeeded', providerRefundId: fake.refunds.get('rf-wx-p')!.refund_id, providerStatus: 'SUCCESS' } } });
    await expect(wechat.verifyNotification!({ headers: message.headers, rawBody: message.body.replace('REFUND.SUCCESS', 'REFUND.CLOSED') })).rejects.toBeInstanceOf(NotificationRejected);
  });

  it('sends a refund WeChat never received when asked about it, and throws when WeChat is busy', async () => {
    const transactionId = await paid('WXR00003');
    expect(await wechat.queryRefund!(refundOf('WXR00003', transactionId, 'rf-wx-q', 100))).toMatchObject({ state: 'succeeded' });
    expect(fake.refunds.get('rf-wx-q')).toBeDefined();
    fake.failNextRefunds(1);
    await expect(wechat.refund!(refundOf('WXR00003', transactionId, 'rf-wx-busy', 100))).rejects.toThrow(/refund failed \(500 SYSTEM_ERROR\)/);
  });
});
