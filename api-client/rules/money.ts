import type { Money } from '../contract/common.ts';
import { usdCentsFor } from './paypal-amount.ts';

/** Fen for US cents at `usdPerRmb`, half up on integers as usdCentsFor does the other way. */
export function rmbFenFor(cents: number, usdPerRmb: number): number {
  const rateMicros = Math.round(usdPerRmb * 1_000_000);
  return Math.floor((cents * 1_000_000 + Math.floor(rateMicros / 2)) / rateMicros);
}

/** An amount in another currency at today's rate: what staff read beside a USD amount, or a quote in USD. */
export function convertMinor(minor: number, from: Money['currency'], to: Money['currency'], usdPerRmb: number): number {
  if (from === to) return minor;
  return to === 'USD' ? usdCentsFor(minor, usdPerRmb) : rmbFenFor(minor, usdPerRmb);
}

/** Money's worth in fen (RMB), as the restaurant's thresholds are set. */
export const rmbEquivalentFen = (money: Money, usdPerRmb: number): number => convertMinor(money.amount_minor, money.currency, 'CNY', usdPerRmb);
