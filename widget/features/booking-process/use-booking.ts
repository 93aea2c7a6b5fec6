import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { useWidget } from '../../app/widget-context.tsx';

export type BookingLoad = { status: 'loading' } | { status: 'invalid' } | { status: 'error' } | { status: 'ready'; booking: Booking };

const loadOf = (known: Booking | null | undefined): BookingLoad =>
  known === undefined ? { status: 'loading' } : known === null ? { status: 'invalid' } : { status: 'ready', booking: known };

/** The booking of the flow, refetched after each save so the screen shows what the server kept. */
export function useBooking(code: string) {
  const { api, takeKnownBooking } = useWidget();
  // The booking the host already asked for (the site's page), else a spinner until it comes.
  const [load, setLoad] = useState<BookingLoad>(() => loadOf(takeKnownBooking?.(code)));
  const answeredAlready = useRef(load.status !== 'loading');
  const refresh = useCallback(async () => {
    try {
      setLoad(loadOf(await api.fetchBooking(code)));
    } catch {
      setLoad({ status: 'error' });
    }
  }, [api, code]);
  useEffect(() => {
    if (answeredAlready.current) {
      answeredAlready.current = false;
      return;
    }
    // Unchanged when already loading (the first run), so mounting renders once, not twice.
    setLoad((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    void refresh();
  }, [refresh]);
  return { load, refresh };
}
