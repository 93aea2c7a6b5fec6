import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { holdEndsAt } from '../../rules/hold.ts';

/** How often the page asks the server about a hold whose countdown ran out. */
export const HOLD_CHECK_MS = 3000;
/** How long after the hold's end a payment made at the last moment may still be confirmed. */
export const LATE_PAYMENT_MS = 5 * 60_000;

/** What the page knows of the hold's end: the countdown's, and the server's word on it. */
export interface HoldEnd {
  /** The countdown reached zero and the server has not said yet whether the hold is over. */
  checking: boolean;
  /** The server says the hold ran out unpaid. */
  expired: boolean;
  /** Expired, and the page still asks the server, for a payment made at the last moment. */
  watchingLatePayment: boolean;
  /** The countdown reached zero, or a save was refused as expired: ask the server. */
  ranOut: () => void;
}

/**
 * The page follows the server at the hold's end: once the countdown reaches zero it asks
 * fetch_booking, says "expired" only when the server does, and keeps asking for a while after,
 * as a payment made at the last moment is still confirmed when the seats are free.
 */
export function useHoldEnd(booking: Booking | null, refetch: () => Promise<unknown>, now: () => Date): HoldEnd {
  // The end the countdown reached: staff or a later hold may move it, and the countdown runs again.
  const [ranOutAt, setRanOutAt] = useState<number | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const ask = useRef(refetch);
  ask.current = refetch;
  const held = booking !== null && booking.status.name === 'hold';
  const expired = held && booking.expired;
  const endsAt = booking ? holdEndsAt(booking.hold_expires_at) : 0;
  const clockRanOut = ranOutAt === endsAt;
  const watching = held && (clockRanOut || expired) && !gaveUp;

  useEffect(() => {
    if (!watching) return;
    const check = () => {
      if (now().getTime() >= endsAt + LATE_PAYMENT_MS) setGaveUp(true);
      else void ask.current().catch(() => undefined);
    };
    if (clockRanOut && !expired) check();
    const timer = setInterval(check, HOLD_CHECK_MS);
    return () => clearInterval(timer);
  }, [watching, clockRanOut, expired, endsAt, now]);

  const ranOut = useCallback(() => setRanOutAt(endsAt), [endsAt]);
  return { checking: held && clockRanOut && !expired, expired, watchingLatePayment: expired && watching, ranOut };
}
