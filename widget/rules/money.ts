import { formatMoney } from '../../api-client/rules/glossary.ts';
import type { Lang } from './formats.ts';

// The deposit itself (price per person x persons) is computed by api-client/rules/deposit.ts, shared with the server.

/** An RMB amount in fen, e.g. 'RMB 1,376.00' / '人民币 1,376.00 元' (the glossary's one money format). */
export function formatRmb(fen: number, lang: Lang): string {
  return formatMoney(fen, 'CNY', lang);
}

/** A USD amount (PayPal deposits in my bookings, the PayPal option). */
export function formatUsd(dollars: number, lang: Lang): string {
  return formatMoney(Math.round(dollars * 100), 'USD', lang);
}
