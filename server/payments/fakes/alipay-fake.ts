import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { signAsAlipay, signContent, signRsa2, verifyRsa2, type AlipayParams } from '../alipay-signing.ts';
import { shanghaiDateTime } from '../shanghai-time.ts';
import { json, startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * Alipay's open gateway as tests need it, refusing what the real one refuses: a wrong RSA2 signature or
 * app_id, a malformed page or wap pay amount, paying a closed trade, refunding more than is left. A refund
 * repeated under its out_request_no answers fund_change N, as Alipay's does.
 */
interface FakeTrade {
  out_trade_no: string;
  total_amount: string;
  trade_status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  trade_no?: string;
  send_pay_date?: string;
  method: string;
  notify_url: string;
  return_url: string;
  /** Refunds by out_request_no: amount and reason. */
  refunds: Map<string, { refund_amount: string; refund_reason?: string }>;
}

export interface AlipayFake extends FakeServer {
  gateway: string;
  appId: string;
  sellerId: string;
  appPrivateKey: KeyObject;
  alipayPublicKey: KeyObject;
  alipayPrivateKey: KeyObject;
  trades: Map<string, FakeTrade>;
  /** The guest pays on the cashier page: the notify body Alipay POSTs and the return parameters. Throws for a closed trade. */
  pay(outTradeNo: string): { notify: AlipayParams; returnParams: AlipayParams };
  /** The next `count` refund calls answer ACQ.SYSTEM_ERROR, as Alipay does when it is busy. */
  failNextRefunds(count: number): void;
  /** Any parameters signed with Alipay's key. */
  sign(params: AlipayParams): AlipayParams;
}

export async function startAlipayFake(now: () => Date = () => new Date()): Promise<AlipayFake> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = `2021${randomBytes(6).toString('hex').replace(/\D/g, '7').slice(0, 12)}`;
  const sellerId = `2088${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  const trades = new Map<string, FakeTrade>();
  let refundsToFail = 0;
  const fen = (amount: string) => Math.round(Number(amount) * 100);
  const yuan = (minor: number) => (minor / 100).toFixed(2);

  function refundTrade(biz: Record<string, string>): object {
    const trade = trades.get(biz.out_trade_no ?? '');
    const failed = (sub_code: string, sub_msg: string) => ({ code: '40004', msg: 'Business Failed', sub_code, sub_msg });
    if (refundsToFail > 0) {
      refundsToFail -= 1;
      return { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'ACQ.SYSTEM_ERROR', sub_msg: '系统错误' };
    }
    if (!trade || (biz.trade_no && biz.trade_no !== trade.trade_no)) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    if (trade.trade_status !== 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (!/^\d+\.\d{2}$/.test(biz.refund_amount ?? '') || fen(biz.refund_amount!) <= 0) return failed('ACQ.REFUND_FEE_ERROR', '退款金额不合法');
    const done = (fund_change: 'Y' | 'N') => ({
      code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: trade.out_trade_no, buyer_logon_id: 'mei***@example.com', fund_change,
      refund_fee: yuan([...trade.refunds.values()].reduce((sum, refund) => sum + fen(refund.refund_amount), 0)),
    });
    const repeat = trade.refunds.get(biz.out_request_no ?? '');
    if (repeat) return repeat.refund_amount === biz.refund_amount ? done('N') : failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额与原请求不一致');
    const refunded = [...trade.refunds.values()].reduce((sum, refund) => sum + fen(refund.refund_amount), 0);
    if (refunded + fen(biz.refund_amount!) > fen(trade.total_amount)) return failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    trade.refunds.set(biz.out_request_no ?? '', { refund_amount: biz.refund_amount!, ...(biz.refund_reason ? { refund_reason: biz.refund_reason } : {}) });
    return done('Y');
  }

  function refundQuery(biz: Record<string, string>): object {
    const trade = trades.get(biz.out_trade_no ?? '');
    const refund = trade?.refunds.get(biz.out_request_no ?? '');
    // As Alipay: a refund it never made is answered with success and no refund fields.
    if (!trade || !refund) return { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, out_request_no: biz.out_request_no };
    return {
      code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: trade.out_trade_no, out_request_no: biz.out_request_no,
      total_amount: trade.total_amount, refund_amount: refund.refund_amount, refund_status: 'REFUND_SUCCESS',
      ...(refund.refund_reason ? { refund_reason: refund.refund_reason } : {}),
    };
  }

  function requestProblem(params: AlipayParams): string | null {
    if (params.app_id !== appId) return 'isv.invalid-app-id';
    if (params.sign_type !== 'RSA2') return 'isv.invalid-signature-type';
    if (!params.sign || !verifyRsa2(app.publicKey, signContent(params, ['sign']), params.sign)) return 'isv.invalid-signature';
    return null;
  }

  function handle(request: FakeRequest): FakeAnswer {
    // Like the gateway, take parameters from the URL and from a form body: Alipay's SDK puts the
    // common ones (app_id, method, sign...) in the URL and biz_content in the body.
    const params = { ...Object.fromEntries(request.url.searchParams), ...Object.fromEntries(new URLSearchParams(request.body)) };
    const problem = requestProblem(params);
    const apiCalls = ['alipay.trade.query', 'alipay.trade.refund', 'alipay.trade.fastpay.refund.query'];
    if (problem && apiCalls.includes(params.method ?? '')) {
      // An API call is refused in a signed JSON answer, a page request with an error page.
      return signedAnswer(`${params.method!.replaceAll('.', '_')}_response`, { code: '40002', msg: 'Invalid Arguments', sub_code: problem, sub_msg: problem });
    }
    if (problem) return { status: 200, body: `<html>error ${problem}</html>`, headers: { 'content-type': 'text/html' } };
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    if (params.method === 'alipay.trade.page.pay' || params.method === 'alipay.trade.wap.pay') {
      const product = params.method === 'alipay.trade.page.pay' ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY';
      if (biz.product_code !== product || !/^\d+\.\d{2}$/.test(biz.total_amount ?? '') || Number(biz.total_amount) <= 0) {
        return { status: 200, body: '<html>error isv.invalid-parameter</html>', headers: { 'content-type': 'text/html' } };
      }
      // A closed trade's cashier does not open again.
      if (trades.get(biz.out_trade_no!)?.trade_status === 'TRADE_CLOSED') {
        return { status: 200, body: '<html>error ACQ.TRADE_HAS_CLOSE</html>', headers: { 'content-type': 'text/html' } };
      }
      trades.set(biz.out_trade_no!, {
        out_trade_no: biz.out_trade_no!,
        total_amount: biz.total_amount!,
        trade_status: 'WAIT_BUYER_PAY',
        method: params.method,
        notify_url: params.notify_url ?? '',
        return_url: params.return_url ?? '',
        refunds: new Map(),
      });
      return { status: 200, body: '<html>cashier</html>', headers: { 'content-type': 'text/html' } };
    }
    if (params.method === 'alipay.trade.query') {
      const trade = trades.get(biz.out_trade_no ?? '');
      const answer = trade
        ? { code: '10000', msg: 'Success', out_trade_no: trade.out_trade_no, trade_no: trade.trade_no, trade_status: trade.trade_status, total_amount: trade.total_amount, send_pay_date: trade.send_pay_date }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
      return signedAnswer('alipay_trade_query_response', answer);
    }
    if (params.method === 'alipay.trade.refund') return signedAnswer('alipay_trade_refund_response', refundTrade(biz));
    if (params.method === 'alipay.trade.fastpay.refund.query') return signedAnswer('alipay_trade_fastpay_refund_query_response', refundQuery(biz));
    if (params.method === 'alipay.trade.close') {
      // As Alipay: only a trade waiting for the buyer closes; a cashier never opened has no trade.
      const trade = trades.get(biz.out_trade_no ?? '');
      let answer: object = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
      if (trade?.trade_status === 'WAIT_BUYER_PAY') {
        trade.trade_status = 'TRADE_CLOSED';
        answer = { code: '10000', msg: 'Success', out_trade_no: trade.out_trade_no };
      } else if (trade) answer = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' };
      const closed = JSON.stringify(answer);
      return { status: 200, body: `{"alipay_trade_close_response":${closed},"sign":"${signRsa2(alipay.privateKey, closed)}"}` };
    }
    return json(200, { error: 'unknown method' });
  }

  /** Alipay signs the exact text of the response member. */
  function signedAnswer(member: string, fields: object): FakeAnswer {
    const signed = JSON.stringify(fields);
    return { status: 200, body: `{"${member}":${signed},"sign":"${signRsa2(alipay.privateKey, signed)}"}` };
  }

  const server = await startFakeServer(handle);
  return {
    ...server,
    gateway: `${server.url}/gateway.do`,
    appId,
    sellerId,
    appPrivateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    alipayPrivateKey: alipay.privateKey,
    trades,
    sign: (params) => signAsAlipay(params, alipay.privateKey),
    failNextRefunds(count) {
      refundsToFail = count;
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      if (trade.trade_status === 'TRADE_CLOSED') throw new Error(`trade ${outTradeNo} is closed`);
      trade.trade_status = 'TRADE_SUCCESS';
      trade.trade_no = `2026${randomBytes(10).toString('hex').replace(/\D/g, '1')}`;
      const at = shanghaiDateTime(now());
      trade.send_pay_date = at;
      const common = { app_id: appId, charset: 'utf-8', version: '1.0', seller_id: sellerId, out_trade_no: outTradeNo, trade_no: trade.trade_no, total_amount: trade.total_amount };
      return {
        notify: signAsAlipay(
          { ...common, notify_time: at, notify_type: 'trade_status_sync', notify_id: randomBytes(12).toString('hex'), trade_status: 'TRADE_SUCCESS', gmt_payment: at },
          alipay.privateKey,
        ),
        returnParams: signAsAlipay({ ...common, method: `${trade.method}.return`, auth_app_id: appId, timestamp: at }, alipay.privateKey),
      };
    },
  };
}
