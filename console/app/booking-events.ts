import { useEffect } from 'react';

export const BOOKING_EVENTS_URL = '/api/staff/events';

/**
 * Calls `onChange` whenever a booking changes anywhere (the server's event stream); EventSource
 * reconnects by itself after a drop, and a reconnect counts as a change, as some may be missed.
 */
export function useBookingEvents(onChange: () => void, live = true): void {
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const source = new EventSource(BOOKING_EVENTS_URL);
    let opened = false;
    source.addEventListener('bookings', onChange);
    source.addEventListener('open', () => {
      if (opened) onChange();
      opened = true;
    });
    return () => source.close();
  }, [onChange, live]);
}
