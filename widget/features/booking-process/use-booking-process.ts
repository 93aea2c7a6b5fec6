import { useCallback, useEffect, useRef, useState } from 'react';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useWidget } from '../../app/widget-context.tsx';
import { stepFromLastStep } from '../../rules/steps.ts';
import { useHoldEnd } from './use-hold-end.ts';

/**
 * The booking behind /booking_process/{code} and where it stands: a step under way, paid, expired,
 * held in another browser, or paid but owing the difference of a larger party.
 */
export function useBookingProcess(code: string, onStepChange?: (step: number) => void, onPaid?: (code: string) => void) {
  const { api, cache, now } = useWidget();
  const bookingResource = resources.booking(api, code);
  const load = useResource(cache, bookingResource);
  const [paid, setPaid] = useState(false);
  const [topupPaid, setTopupPaid] = useState(false);
  const booking = load.status === 'ready' ? load.value : null;
  // A party the restaurant made larger, its difference still owed (opened from the payment link).
  const owing = booking?.topup_due && !topupPaid ? booking.topup_due : null;
  const alreadyPaid = booking ? booking.status.name !== 'hold' : false;
  const completed = paid || alreadyPaid;
  const step = booking ? stepFromLastStep(booking.last_step) : 1;
  const refetch = () => cache.refetch(bookingResource);
  const holdEnd = useHoldEnd(booking, refetch, now);
  const isExpired = !completed && holdEnd.expired;
  const tellPaid = useTellPaidOnce(code, onPaid);
  usePaidByServer(alreadyPaid, tellPaid);

  // Another browser's hold (fetch_booking hides its personal fields): say so now, not at submit.
  const elsewhere = booking !== null && !completed && !isExpired && !booking.personal;
  const showingStep = booking !== null && !completed && !isExpired && !elsewhere;
  useEffect(() => {
    // Once per step reached, not on every refetch of the same step.
    if (showingStep) onStepChange?.(step);
  }, [showingStep, step, onStepChange]);

  const markPaid = () => {
    setPaid(true);
    // The confirmation shows what was charged (deposit_paid), which only the paid booking has.
    void refetch().catch(() => undefined);
    tellPaid();
  };
  const markTopupPaid = () => {
    setTopupPaid(true);
    void refetch().catch(() => undefined);
    onPaid?.(code);
  };
  return { load, booking, owing, completed, step, isExpired, holdEnd, elsewhere, showingStep, refetch, markExpired: holdEnd.ranOut, markPaid, markTopupPaid };
}

/** The host hears of the payment once, whether the payment step or the server told the page first. */
function useTellPaidOnce(code: string, onPaid?: (code: string) => void): () => void {
  const told = useRef(false);
  const hear = useRef(onPaid);
  hear.current = onPaid;
  return useCallback(() => {
    if (told.current) return;
    told.current = true;
    hear.current?.(code);
  }, [code]);
}

/** A hold this page showed that the server now says is paid (paid in another tab, or late). */
function usePaidByServer(paid: boolean, tellPaid: () => void) {
  const sawHold = useRef(false);
  useEffect(() => {
    if (!paid) sawHold.current = true;
    else if (sawHold.current) tellPaid();
  }, [paid, tellPaid]);
}
