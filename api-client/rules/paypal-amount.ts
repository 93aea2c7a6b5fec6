/**
 * What PayPal charges for an RMB deposit: US cents at the restaurant's `usd_per_rmb` (from
 * payment_options). One home for the server, which charges it (server/payments/amounts.ts), and
 * the widget, which shows it on the PayPal option before the guest pays, so the two
 * can never differ by a cent. Rounding rule: half up to the cent, computed on integers (the rate
 * is taken to 6 decimals) so that binary floating point cannot tip a value that sits exactly on
 * the half: 35 000 fen at 0.14 is exactly 4 900 cents.
 */
export function usdCentsFor(fen: number, usdPerRmb: number): number {
  const rateMicros = Math.round(usdPerRmb * 1_000_000);
  return Math.floor((fen * rateMicros + 500_000) / 1_000_000);
}
