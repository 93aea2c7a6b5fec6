/**
 * Deposit amounts, computed on the server only. Money is integer minor units: fen for RMB
 * (currency CNY), cents for USD. No amount sent by a client is ever used.
 */
export type Currency = 'CNY' | 'USD';

export interface Money {
  minor: number;
  currency: Currency;
}

/** The deposit of a booking: price per person x persons, in fen. */
export function depositFen(priceFen: number, pax: number): number {
  return priceFen * pax;
}

/**
 * US cents for an RMB amount at `usdPerRmb`. Rounding rule: half up to the cent, computed on
 * integers (the rate is taken to 6 decimals) so that binary floating point cannot tip a value
 * that sits exactly on the half: 35 000 fen at 0.14 is exactly 4 900 cents.
 */
export function usdCentsFor(fen: number, usdPerRmb: number): number {
  const rateMicros = Math.round(usdPerRmb * 1_000_000);
  return Math.floor((fen * rateMicros + 500_000) / 1_000_000);
}

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
