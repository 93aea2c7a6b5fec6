import type { AlipayVerifyRequest } from '../../../api-client/contract/payment.ts';

/**
 * The query Alipay returned the guest with, ready for alipay_verify: every parameter unchanged
 * (the signature covers them all), `method` defaulting to 'desktop' (SPEC §2), and `total_fee`
 * filled from `total_amount` for the older gateway's name. Null when this is no Alipay return.
 */
export function readAlipayReturn(search: URLSearchParams): AlipayVerifyRequest | null {
  const params: Record<string, string> = {};
  for (const [key, value] of search) params[key] = value;
  const outTradeNo = params.out_trade_no;
  if (!outTradeNo) return null;
  params.method ||= 'desktop';
  if (!params.total_fee && params.total_amount) params.total_fee = params.total_amount;
  return { ...params, out_trade_no: outTradeNo };
}
