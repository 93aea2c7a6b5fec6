import type { AlipayVerifyRequest } from '../../../api-client/contract/payment.ts';

/**
 * The query Alipay returned the guest with, unchanged, since its signature covers every parameter;
 * SPEC's defaults (`method` desktop, `total_fee` or `total_amount`) are for display only. Null when
 * this is no Alipay return.
 */
export function readAlipayReturn(search: URLSearchParams): AlipayVerifyRequest | null {
  const params: Record<string, string> = {};
  for (const [key, value] of search) params[key] = value;
  const outTradeNo = params.out_trade_no;
  if (!outTradeNo) return null;
  return { ...params, out_trade_no: outTradeNo };
}
