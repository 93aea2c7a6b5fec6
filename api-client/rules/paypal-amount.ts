/**
 * What PayPal charges for an RMB deposit, shared by the server that charges it and the widget that
 * shows it, so they never differ by a cent. Half up to the cent on integers (rate to 6 decimals), so
 * floating point cannot tip an exact half.
 */
export function usdCentsFor(fen: number, usdPerRmb: number): number {
  const rateMicros = Math.round(usdPerRmb * 1_000_000);
  return Math.floor((fen * rateMicros + 500_000) / 1_000_000);
}
