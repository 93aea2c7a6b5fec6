import { guestEndpoints } from '../contract/guest-endpoints.ts';
import { routeUrl } from '../route-call.ts';

/** How often a view asks again where the stream cannot open (a proxy that buffers, a full server). */
export const SEAT_POLL_MS = 20_000;

/**
 * Calls `onChange` whenever `date`'s free seats may have changed (seat_changes), and after a dropped
 * stream comes back, as changes may have been missed; where the stream cannot open, every
 * SEAT_POLL_MS instead. Answers how to stop.
 */
export function watchSeats(baseUrl: string, date: string, onChange: () => void): () => void {
  let poll: ReturnType<typeof setInterval> | undefined;
  const fallBack = () => {
    source?.close();
    poll ??= setInterval(onChange, SEAT_POLL_MS);
  };
  const source = typeof EventSource === 'function' ? new EventSource(baseUrl + routeUrl(guestEndpoints.seat_changes, { query: { date } })) : null;
  if (!source) fallBack();
  let opened = false;
  source?.addEventListener('open', () => {
    if (opened) onChange();
    opened = true;
  });
  source?.addEventListener('seats', onChange);
  source?.addEventListener('error', () => source.readyState === EventSource.CLOSED && fallBack());
  return () => {
    source?.close();
    clearInterval(poll);
  };
}
