/** Whole seconds left until `endsAt` (ms) at `now`, rounded up and never below 0: a countdown's figure. */
export function secondsUntil(endsAt: number, now: Date): number {
  return Math.max(0, Math.ceil((endsAt - now.getTime()) / 1000));
}
