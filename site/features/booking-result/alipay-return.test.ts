import { describe, expect, it } from 'vitest';
import { readAlipayReturn } from './alipay-return.ts';

describe('reading the Alipay return', () => {
  it('passes exactly the parameters Alipay sent, unchanged, so the signature still checks', () => {
    const query = new URLSearchParams('out_trade_no=TB1&trade_no=2026&total_amount=1000.00&sign=abc%2B%3D&sign_type=RSA2&method=alipay.trade.page.pay.return');
    expect(readAlipayReturn(query)).toEqual({
      out_trade_no: 'TB1',
      trade_no: '2026',
      total_amount: '1000.00',
      sign: 'abc+=',
      sign_type: 'RSA2',
      method: 'alipay.trade.page.pay.return',
    });
  });

  it('adds no method or total_fee of its own when Alipay gave none', () => {
    expect(readAlipayReturn(new URLSearchParams('out_trade_no=TB1&total_amount=500.00'))).toEqual({ out_trade_no: 'TB1', total_amount: '500.00' });
  });

  it('is no Alipay return without a trade number', () => {
    expect(readAlipayReturn(new URLSearchParams('trade_status=TRADE_SUCCESS'))).toBeNull();
  });
});
