import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { createManualClock } from '../lib/clock.ts';
import { createAlipayProvider, type AlipayProvider, type AlipaySettings } from './alipay-provider.ts';
import { startAlipayFake, type AlipayFake } from './fakes/alipay-fake.ts';
import type { NewOrder } from './provider.ts';

let fake: AlipayFake;
let alipay: AlipayProvider;
let settings: AlipaySettings;
const clock = createManualClock(new Date('2026-06-03T02:00:00Z'));

const order = (attemptId: string, device: 'desktop' | 'mobile' = 'desktop'): NewOrder => ({
  attemptId,
  bookingCode: 'BOOKCODE1',
  amountMinor: 100_050,
  currency: 'CNY',
  description: 'Deposit',
  expiresAt: new Date('2026-06-03T02:30:00Z'),
  device,
});

async function open(url: string): Promise<string> {
  return (await fetch(url)).text();
}

beforeAll(async () => {
  fake = await startAlipayFake(() => clock.now());
  settings = {
    gateway: fake.gateway,
    appId: fake.appId,
    privateKey: fake.appPrivateKey,
    alipayPublicKey: fake.alipayPublicKey,
    sellerId: fake.sellerId,
    notifyUrl: 'https://book.example/api/notify/alipay',
    returnUrl: 'https://book.example/booking_result',
    quitUrl: 'https://book.example/booking_process',
  };
  alipay = createAlipayProvider(settings, clock);
});
afterAll(() => fake.close());

describe('Alipay page and wap pay adapter against the local fake', () => {
  it('signs page pay (desktop) and wap pay (mobile) URLs the gateway accepts, with the amount in yuan', async () => {
    const desktop = await alipay.createOrder(order('AL000001'));
    expect(await open(desktop.redirectUrl!)).toContain('cashier');
    expect(fake.trades.get('AL000001')).toMatchObject({ total_amount: '1000.50', method: 'alipay.trade.page.pay', return_url: settings.returnUrl });
    const mobile = await alipay.createOrder(order('AL000002', 'mobile'));
    expect(await open(mobile.redirectUrl!)).toContain('cashier');
    expect(fake.trades.get('AL000002')?.method).toBe('alipay.trade.wap.pay');
    // A guest who quits the phone cashier comes back to the booking's own flow, not the calendar.
    const biz = JSON.parse(new URL(mobile.redirectUrl!).searchParams.get('biz_content')!) as { quit_url: string };
    expect(biz.quit_url).toBe('https://book.example/booking_process/BOOKCODE1');
  });

  it('is refused by the gateway when the URL is tampered or signed with another key', async () => {
    const { redirectUrl } = await alipay.createOrder(order('AL000003'));
    const tampered = new URL(redirectUrl!);
    tampered.searchParams.set('biz_content', tampered.searchParams.get('biz_content')!.replace('1000.50', '0.01'));
    expect(await open(tampered.toString())).toContain('isv.invalid-signature');
    const other = createAlipayProvider({ ...settings, privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }, clock);
    expect(await open((await other.createOrder(order('AL000004'))).redirectUrl!)).toContain('isv.invalid-signature');
  });

  it('queries the trade through a signed answer: not yet, then paid', async () => {
    await open((await alipay.createOrder(order('AL000005'))).redirectUrl!);
    const ref = { attemptId: 'AL000005', orderId: null, bookingCode: 'BOOKCODE1' };
    expect(await alipay.queryOrder(ref)).toEqual({ state: 'unpaid', providerStatus: 'WAIT_BUYER_PAY' });
    fake.pay('AL000005');
    expect(await alipay.queryOrder(ref)).toMatchObject({ state: 'paid', trade: { attemptId: 'AL000005', amountMinor: 100_050 } });
    expect(await alipay.queryOrder({ ...ref, attemptId: 'AL999999' })).toEqual({ state: 'unpaid', providerStatus: 'TRADE_NOT_EXIST' });
  });

  it('verifies notify parameters (RSA2 only, app and seller) and return parameters', async () => {
    await open((await alipay.createOrder(order('AL000006'))).redirectUrl!);
    const { notify, returnParams } = fake.pay('AL000006');
    const body = (params: Record<string, string>) => new URLSearchParams(params).toString();
    const verified = await alipay.verifyNotification!({ headers: {}, rawBody: body(notify) });
    expect(verified.trade).toMatchObject({ attemptId: 'AL000006', amountMinor: 100_050 });
    const reject = (params: Record<string, string>) => alipay.verifyNotification!({ headers: {}, rawBody: body(params) });
    await expect(reject({ ...notify, total_amount: '0.01' })).rejects.toThrow(/signature/);
    await expect(reject({ ...notify, sign_type: 'RSA' })).rejects.toThrow(/signature/);
    const { sign: _sign, ...unsigned } = notify;
    await expect(reject(unsigned)).rejects.toThrow(/signature/);
    await expect(reject(fake.sign({ ...notify, seller_id: '2088000000000001' }))).rejects.toThrow(/seller/);
    await expect(reject(fake.sign({ ...notify, app_id: '2021000000000001' }))).rejects.toThrow(/app/);
    expect(alipay.verifyReturn(returnParams)).toEqual({ attemptId: 'AL000006' });
    expect(alipay.verifyReturn({ ...returnParams, out_trade_no: 'AL000001' })).toBeNull();
  });

  it('closes a trade waiting for the buyer; one never opened is not closable yet; a paid one answers paid', async () => {
    const { redirectUrl } = await alipay.createOrder(order('AL000007'));
    const ref = { attemptId: 'AL000007', orderId: null, bookingCode: 'BOOKCODE1' };
    expect(await alipay.closeOrder!(ref)).toEqual({ state: 'unpaid', providerStatus: 'TRADE_NOT_EXIST' });
    await open(redirectUrl!);
    expect(await alipay.closeOrder!(ref)).toEqual({ state: 'closed', providerStatus: 'TRADE_CLOSED' });
    expect(() => fake.pay('AL000007')).toThrow(/closed/);
    expect(await alipay.closeOrder!(ref)).toEqual({ state: 'closed', providerStatus: 'TRADE_CLOSED' });
    await open((await alipay.createOrder(order('AL000008'))).redirectUrl!);
    fake.pay('AL000008');
    expect(await alipay.closeOrder!({ ...ref, attemptId: 'AL000008' })).toMatchObject({ state: 'paid', trade: { attemptId: 'AL000008' } });
  });
});

describe('Alipay refunds (alipay.trade.refund, alipay.trade.fastpay.refund.query) against the local fake', () => {
  /** A paid trade of RMB 1,000.50: its trade_no. */
  async function paid(attemptId: string): Promise<string> {
    await open((await alipay.createOrder(order(attemptId))).redirectUrl!);
    fake.pay(attemptId);
    return fake.trades.get(attemptId)!.trade_no!;
  }
  const refundOf = (attemptId: string, transactionId: string, refundId: string, amountMinor: number) => ({
    refundId, attemptId, transactionId, amountMinor, totalMinor: 100_050, currency: 'CNY' as const, reason: 'Booking cancelled',
  });

  it('refunds part, then the rest; our refund id (out_request_no) keeps a repeat from refunding twice', async () => {
    const tradeNo = await paid('ALR00001');
    expect(await alipay.refund!(refundOf('ALR00001', tradeNo, 'rf-a', 50_000))).toEqual({ state: 'succeeded', providerRefundId: 'rf-a', providerStatus: 'REFUND_SUCCESS' });
    expect(await alipay.refund!(refundOf('ALR00001', tradeNo, 'rf-a', 50_000))).toEqual({ state: 'succeeded', providerRefundId: 'rf-a', providerStatus: 'REFUND_SUCCESS' });
    expect([...fake.trades.get('ALR00001')!.refunds.entries()]).toEqual([['rf-a', { refund_amount: '500.00', refund_reason: 'Booking cancelled' }]]);
    expect(await alipay.refund!(refundOf('ALR00001', tradeNo, 'rf-b', 50_050))).toMatchObject({ state: 'succeeded' });
    expect(await alipay.refund!(refundOf('ALR00001', tradeNo, 'rf-c', 1))).toEqual({ state: 'failed', providerStatus: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
  });

  it('asks how a refund stands, and sends one Alipay never received', async () => {
    const tradeNo = await paid('ALR00002');
    const request = refundOf('ALR00002', tradeNo, 'rf-q', 10_000);
    expect(await alipay.queryRefund!(request)).toMatchObject({ state: 'succeeded', providerStatus: 'REFUND_SUCCESS' });
    expect(fake.trades.get('ALR00002')!.refunds.get('rf-q')).toEqual({ refund_amount: '100.00', refund_reason: 'Booking cancelled' });
    expect(await alipay.queryRefund!(request)).toMatchObject({ state: 'succeeded' });
    expect(fake.trades.get('ALR00002')!.refunds.size).toBe(1);
  });

  it('throws when Alipay is busy (to try again), and says failed for a trade that cannot be refunded', async () => {
    const tradeNo = await paid('ALR00003');
    fake.failNextRefunds(1);
    await expect(alipay.refund!(refundOf('ALR00003', tradeNo, 'rf-busy', 100))).rejects.toThrow(/refund refused \(ACQ.SYSTEM_ERROR\)/);
    expect(await alipay.refund!(refundOf('ALR00003', 'another-trade', 'rf-x', 100))).toEqual({ state: 'failed', providerStatus: 'ACQ.TRADE_NOT_EXIST' });
  });
});
