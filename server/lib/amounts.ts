/**
 * Deposit amounts, computed on the server only. Money is integer minor units: fen for RMB
 * (currency CNY), cents for USD. No amount sent by a client is ever used.
 */
export type Currency = 'CNY' | 'USD';

export interface Money {
  minor: number;
  currency: Currency;
}

/** The deposit of a booking: price per person x persons, in fen (one home, shared with the widget). */
export { depositFen } from '../../api-client/rules/deposit.ts';

/** US cents for an RMB amount at `usdPerRmb` (one home with the widget's PayPal option; rounding rule there). */
export { usdCentsFor } from '../../api-client/rules/paypal-amount.ts';

/** '1234.50' from 123450: the decimal form PayPal, WeChat display and Alipay expect. */
export function formatMinor(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  return `${whole}.${cents}`;
}

/** 123450 from '1234.50' or '1234.5'; null for anything that is not a plain decimal amount. */
export function parseMinor(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The deposit as a person reads it: 'RMB 1,000.00' / 'USD 71.50'. */
export function displayMoney(money: Money): string {
  const [whole, cents] = formatMinor(money.minor).split('.');
  return `${money.currency === 'CNY' ? 'RMB' : 'USD'} ${Number(whole).toLocaleString('en-US')}.${cents}`;
}
