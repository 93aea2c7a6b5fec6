import { useEffect, useRef } from 'react';
import { endpoints } from '../../api-client/contract/endpoints.ts';

const STAFF_EVENTS_URL = endpoints.staff_events.path;

/** What the server's event stream says changed: bookings (tonight, the book, requests) or enquiries. */
export interface StaffEventHandlers {
  bookings: () => void;
  enquiries: () => void;
}

/**
 * Calls the handler of each change anywhere (the server's event stream); EventSource reconnects
 * by itself after a drop, and a reconnect counts as a change of both, as some may be missed.
 */
export function useStaffEvents(handlers: StaffEventHandlers, live = true): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return;
    const source = new EventSource(STAFF_EVENTS_URL);
    let opened = false;
    source.addEventListener('bookings', () => latest.current.bookings());
    source.addEventListener('enquiries', () => latest.current.enquiries());
    source.addEventListener('open', () => {
      if (opened) {
        latest.current.bookings();
        latest.current.enquiries();
      }
      opened = true;
    });
    return () => source.close();
  }, [live]);
}
