import { useCallback, useEffect, useState } from 'react';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useWidget } from '../../app/widget-context.tsx';
import { isHoldExpired } from '../../rules/hold.ts';
import { stepFromLastStep } from '../../rules/steps.ts';

/**
 * The booking behind /booking_process/{code} and where it stands: a step under way, paid, expired,
 * held in another browser, or paid but owing the difference of a larger party.
 */
export function useBookingProcess(code: string, onStepChange?: (step: number) => void, onPaid?: (code: string) => void) {
  const { api, cache, now } = useWidget();
  const bookingResource = resources.booking(api, code);
  const load = useResource(cache, bookingResource);
  const [expired, setExpired] = useState(false);
  const [paid, setPaid] = useState(false);
  const [topupPaid, setTopupPaid] = useState(false);
  const booking = load.status === 'ready' ? load.value : null;
  // A party the restaurant made larger, its difference still owed (opened from the payment link).
  const owing = booking?.topup_due && !topupPaid ? booking.topup_due : null;
  const alreadyPaid = booking ? booking.status.name !== 'hold' : false;
  const completed = paid || alreadyPaid;
  const step = booking ? stepFromLastStep(booking.last_step) : 1;
  const isExpired =
    !completed && (expired || (booking !== null && (booking.expired || isHoldExpired(booking.hold_expires_at, now()))));

  // Another browser's hold (fetch_booking hides its personal fields): say so now, not at submit.
  const elsewhere = booking !== null && !completed && !isExpired && !booking.personal;
  const showingStep = booking !== null && !completed && !isExpired && !elsewhere;
  useEffect(() => {
    // Once per step reached, not on every refetch of the same step.
    if (showingStep) onStepChange?.(step);
  }, [showingStep, step, onStepChange]);

  const refetch = () => cache.refetch(bookingResource);
  const markExpired = useCallback(() => setExpired(true), []);
  const markPaid = () => {
    setPaid(true);
    // The confirmation shows what was charged (deposit_paid), which only the paid booking has.
    void refetch().catch(() => undefined);
    onPaid?.(code);
  };
  const markTopupPaid = () => {
    setTopupPaid(true);
    void refetch().catch(() => undefined);
    onPaid?.(code);
  };
  return { load, booking, owing, completed, step, isExpired, elsewhere, showingStep, refetch, markExpired, markPaid, markTopupPaid };
}
