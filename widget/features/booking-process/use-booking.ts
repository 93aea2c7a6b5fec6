import { useCallback, useEffect, useState } from 'react';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { useWidget } from '../../app/widget-context.tsx';

export type BookingLoad = { status: 'loading' } | { status: 'invalid' } | { status: 'error' } | { status: 'ready'; booking: Booking };

/** The booking of the flow, refetched after each save so the screen shows what the server kept. */
export function useBooking(code: string) {
  const { api } = useWidget();
  const [load, setLoad] = useState<BookingLoad>({ status: 'loading' });
  const refresh = useCallback(async () => {
    try {
      const booking = await api.fetchBooking(code);
      setLoad(booking ? { status: 'ready', booking } : { status: 'invalid' });
    } catch {
      setLoad({ status: 'error' });
    }
  }, [api, code]);
  useEffect(() => {
    setLoad({ status: 'loading' });
    void refresh();
  }, [refresh]);
  return { load, refresh };
}
