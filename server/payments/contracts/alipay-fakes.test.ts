import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAsAlipay, signContent, verifyRsa2 } from '../alipay-signing.ts';
import { DEMO_ALIPAY_APP_ID, DEMO_ALIPAY_SELLER_ID } from '../demo-providers.ts';
import { startAlipayFake, type AlipayFake } from '../fakes/alipay-fake.ts';
import { alipayNotify, alipayReturn, alipaySdk, sdkAccepts } from './alipay-sdk.ts';

/**
 * Contract: the Alipay stand-ins the other tests rely on (the test fake and the offline demo
 * gateway) sign as Alipay signs and accept what Alipay's SDK signs, so they cannot drift from
 * the SDK while our adapter is tested against them.
 */
let fake: AlipayFake;
beforeAll(async () => {
  fake = await startAlipayFake();
});
afterAll(() => fake.close());

const biz = (outTradeNo: string, productCode: string) => ({ out_trade_no: outTradeNo, total_amount: '88.00', subject: 'Deposit', product_code: productCode });

describe('the Alipay test fake against alipay-sdk', () => {
  const sdk = () => alipaySdk({ appId: fake.appId, appPrivateKey: fake.appPrivateKey, alipayPublicKey: fake.alipayPublicKey, gateway: fake.gateway });

  it.each([
    ['alipay.trade.page.pay', 'FAST_INSTANT_TRADE_PAY'],
    ['alipay.trade.wap.pay', 'QUICK_WAP_WAY'],
  ])('opens the cashier for a %s request the SDK signed, and refuses one signed with another key', async (method, product) => {
    const outTradeNo = `PSDK${method.includes('wap') ? 'WAP' : 'PAGE'}01`;
    const url = sdk().pageExecute(method, 'GET', { bizContent: biz(outTradeNo, product), returnUrl: 'https://book.example/booking_result' });
    expect(await (await fetch(url)).text()).toContain('cashier');
    expect(fake.trades.get(outTradeNo)).toMatchObject({ method, total_amount: '88.00', return_url: 'https://book.example/booking_result' });

    const stranger = alipaySdk({ appId: fake.appId, appPrivateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, alipayPublicKey: fake.alipayPublicKey, gateway: fake.gateway });
    const forged = stranger.pageExecute(method, 'GET', { bizContent: biz(`${outTradeNo}X`, product) });
    expect(await (await fetch(forged)).text()).toContain('isv.invalid-signature');
  });

  it("signs notify and return parameters so the SDK's checker accepts them", async () => {
    await fetch(sdk().pageExecute('alipay.trade.page.pay', 'GET', { bizContent: biz('PSDKPAID01', 'FAST_INSTANT_TRADE_PAY') }));
    const { notify, returnParams } = fake.pay('PSDKPAID01');
    expect(sdkAccepts(notify, fake.alipayPublicKey)).toBe(true);
    expect(sdkAccepts(returnParams, fake.alipayPublicKey)).toBe(true);
    expect(sdkAccepts({ ...notify, total_amount: '0.01' }, fake.alipayPublicKey)).toBe(false);
    const realistic = fake.sign(alipayNotify({ appId: fake.appId, sellerId: fake.sellerId, outTradeNo: 'PSDKPAID01', totalAmount: '88.00', at: '2026-06-03 10:00:00' }));
    expect(sdkAccepts(realistic, fake.alipayPublicKey)).toBe(true);
  });

  it('answers the SDK client\'s trade query (common parameters in the URL, biz_content in the body) with a signature the SDK verifies', async () => {
    await fetch(sdk().pageExecute('alipay.trade.page.pay', 'GET', { bizContent: biz('PSDKQUERY1', 'FAST_INSTANT_TRADE_PAY') }));
    fake.pay('PSDKQUERY1');
    const paid = await sdk().exec('alipay.trade.query', { bizContent: { out_trade_no: 'PSDKQUERY1' } }, { validateSign: true });
    expect(paid).toMatchObject({ code: '10000', outTradeNo: 'PSDKQUERY1', tradeStatus: 'TRADE_SUCCESS', totalAmount: '88.00' });
    const missing = await sdk().exec('alipay.trade.query', { bizContent: { out_trade_no: 'PSDKNOSUCH' } }, { validateSign: true });
    expect(missing).toMatchObject({ code: '40004', subCode: 'ACQ.TRADE_NOT_EXIST' });
    const stranger = alipaySdk({ appId: fake.appId, appPrivateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, alipayPublicKey: fake.alipayPublicKey, gateway: fake.gateway });
    const refused = await stranger.exec('alipay.trade.query', { bizContent: { out_trade_no: 'PSDKQUERY1' } }, { validateSign: true });
    expect(refused).toMatchObject({ code: '40002', subCode: 'isv.invalid-signature' });
  });

  it("answers the SDK client's refund and refund query with signatures it verifies: once per out_request_no", async () => {
    await fetch(sdk().pageExecute('alipay.trade.page.pay', 'GET', { bizContent: biz('PSDKREFUND', 'FAST_INSTANT_TRADE_PAY') }));
    fake.pay('PSDKREFUND');
    const ask = { out_trade_no: 'PSDKREFUND', refund_amount: '30.00', out_request_no: 'rf-sdk-1', refund_reason: 'Cancelled' };
    const first = await sdk().exec('alipay.trade.refund', { bizContent: ask }, { validateSign: true });
    expect(first).toMatchObject({ code: '10000', outTradeNo: 'PSDKREFUND', fundChange: 'Y', refundFee: '30.00' });
    const again = await sdk().exec('alipay.trade.refund', { bizContent: ask }, { validateSign: true });
    expect(again).toMatchObject({ code: '10000', fundChange: 'N', refundFee: '30.00' });
    const query = await sdk().exec('alipay.trade.fastpay.refund.query', { bizContent: { out_trade_no: 'PSDKREFUND', out_request_no: 'rf-sdk-1' } }, { validateSign: true });
    expect(query).toMatchObject({ code: '10000', outRequestNo: 'rf-sdk-1', refundAmount: '30.00', refundStatus: 'REFUND_SUCCESS' });
    const none = await sdk().exec('alipay.trade.fastpay.refund.query', { bizContent: { out_trade_no: 'PSDKREFUND', out_request_no: 'rf-never' } }, { validateSign: true });
    expect(none).toMatchObject({ code: '10000' });
    expect(none).not.toHaveProperty('refundAmount');
    const tooMuch = await sdk().exec('alipay.trade.refund', { bizContent: { ...ask, out_request_no: 'rf-sdk-2', refund_amount: '58.01' } }, { validateSign: true });
    expect(tooMuch).toMatchObject({ code: '40004', subCode: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
  });
});

describe('the offline demo gateway against alipay-sdk', () => {
  // server/routes/demo-pay.ts checks the request with signContent(params, ['sign']) and
  // verifyRsa2 with the demo app key, and signs its notify and return with signAsAlipay; its
  // keys live inside the payments plugin, so those functions are checked here with keys of ours.
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });

  it("accepts a page pay request the SDK signed with the app's key, and no other", () => {
    const signedBy = (key: KeyObject) =>
      Object.fromEntries(
        new URL(
          alipaySdk({ appId: DEMO_ALIPAY_APP_ID, appPrivateKey: key, alipayPublicKey: alipay.publicKey }).pageExecute('alipay.trade.page.pay', 'GET', {
            bizContent: biz('PDEMO00001', 'FAST_INSTANT_TRADE_PAY'),
            returnUrl: 'http://book.test:8080/booking_result',
          }),
        ).searchParams,
      );
    const genuine = signedBy(app.privateKey);
    expect(verifyRsa2(app.publicKey, signContent(genuine, ['sign']), genuine.sign!)).toBe(true);
    const forged = signedBy(alipay.privateKey);
    expect(verifyRsa2(app.publicKey, signContent(forged, ['sign']), forged.sign!)).toBe(false);
  });

  it("signs its notify and return (signAsAlipay) so the SDK's checker accepts them", () => {
    const trade = { appId: DEMO_ALIPAY_APP_ID, sellerId: DEMO_ALIPAY_SELLER_ID, outTradeNo: 'PDEMO00001', totalAmount: '1000.00', at: '2026-06-03 10:00:00' };
    const notify = signAsAlipay(alipayNotify(trade), alipay.privateKey);
    const back = signAsAlipay(alipayReturn(trade, 'alipay.trade.page.pay.return', notify.trade_no!), alipay.privateKey);
    expect(sdkAccepts(notify, alipay.publicKey)).toBe(true);
    expect(sdkAccepts(back, alipay.publicKey)).toBe(true);
    expect(sdkAccepts({ ...notify, subject: 'changed' }, alipay.publicKey)).toBe(false);
  });
});
