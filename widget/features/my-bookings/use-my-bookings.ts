import { useCallback, useState } from 'react';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useWidget } from '../../app/widget-context.tsx';
import type { VerifiedContact } from '../../components/contact-verification/contact-verification.tsx';

/** Who the list is for: a contact just proved, or every contact this session proved before. */
export type Guest = VerifiedContact | 'session';

/** The guest's bookings: what this session proved before, or those of a contact proved now. */
export function useMyBookings() {
  const { api, cache } = useWidget();
  // What this session proved before: written into the site's page, or asked for by the embed.
  const known = useResource(cache, resources.sessionBookings(api));
  const knownAnswer = known.status === 'ready' ? known.value : null;
  const [verified, setVerified] = useState<VerifiedContact | null>(null);
  const [asked, setAsked] = useState<UserBookingsResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const guest: Guest | null = verified ?? (knownAnswer ? 'session' : null);
  const answer = asked ?? (verified ? null : knownAnswer);

  const load = useCallback(
    async (who: Guest) => {
      setLoading(true);
      setFailed(false);
      try {
        setAsked(await api.getUserBookings(who === 'session' ? {} : { country: who.country, phone: who.phone, email: who.email }));
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [api],
  );
  const loadFor = (contact: VerifiedContact) => {
    setVerified(contact);
    void load(contact);
  };
  /** Ends the session on the server (a shared computer): the next guest sees the log-in form. */
  const logOut = async () => {
    setLoading(true);
    setFailed(false);
    try {
      await api.logOut();
      cache.prime(resources.sessionBookings(api).key, null);
      setVerified(null);
      setAsked(null);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return { guest, answer, loading, failed, load, loadFor, logOut };
}
