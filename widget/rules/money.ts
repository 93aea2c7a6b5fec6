import type { Lang } from './formats.ts';

/** The payable deposit in fen: price per person x persons (SPEC §9). */
export function depositFen(pricePerPersonFen: number, persons: number): number {
  return pricePerPersonFen * persons;
}

const amount = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An RMB amount in fen, e.g. 'RMB 1,376.00' / '人民币 1,376.00 元'. */
export function formatRmb(fen: number, lang: Lang): string {
  return lang === 'zh' ? `人民币 ${amount(fen / 100)} 元` : `RMB ${amount(fen / 100)}`;
}

/** A USD amount (PayPal deposits in my bookings). */
export function formatUsd(dollars: number, lang: Lang): string {
  return lang === 'zh' ? `${amount(dollars)} 美元` : `USD ${amount(dollars)}`;
}
