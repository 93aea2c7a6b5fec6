import { addressedName } from '../../../api-client/rules/guest-name.ts';
import { useCallback, useState } from 'react';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { ContactVerification, type VerifiedContact } from '../../components/contact-verification/contact-verification.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { BookingItem } from './booking-item.tsx';
import { inVisitOrder } from './booking-order.ts';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { FlowStyles } from '../../styles/flow-styles.tsx';
import { displayedPhone } from '../../../api-client/rules/china-mobile.ts';

export interface MyBookingsViewProps {
  /** Offered when the guest has no bookings, e.g. to go to the calendar. */
  onStartBooking?: () => void;
}

/** Who the list is for: a contact just proved, or every contact this session proved before. */
type Guest = VerifiedContact | 'session';

/**
 * Log in by phone or e-mail code, then the guest's bookings with their requests. A session that
 * proved a contact before (a reload, Back, an earlier booking) is shown its bookings without a
 * code, at once where the page carries the answer, else the form gives way when it comes.
 */
export function MyBookingsView(_props: MyBookingsViewProps) {
  const { api, cache, now } = useWidget();
  const { t, lang } = useWidgetText();
  // What this session proved before: written into the site's page, or asked for by the embed.
  const known = useResource(cache, resources.sessionBookings(api));
  const knownAnswer = known.status === 'ready' ? known.value : null;
  const [verified, setVerified] = useState<VerifiedContact | null>(null);
  const [asked, setAsked] = useState<UserBookingsResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const guest: Guest | null = verified ?? (knownAnswer ? 'session' : null);
  const answer = asked ?? (verified ? null : knownAnswer);
  // After a code the list takes the focus; a page that opens on it (a reload) leaves focus alone.
  const heading = useFocusOnMount<HTMLHeadingElement>(Boolean(answer) && guest !== 'session');

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

  if (!guest || (!answer && !loading && !failed)) {
    return (
      <section className="tb-my-bookings" aria-labelledby="tb-my-title">
        <FlowStyles />
        <h2 id="tb-my-title" className="tb-heading">
          {t('myBookings.heading')}
        </h2>
        <p>{t('myBookings.login')}</p>
        <ContactVerification
          onVerified={(contact) => {
            setVerified(contact);
            void load(contact);
          }}
        />
      </section>
    );
  }

  const customer = answer?.customer;
  return (
    <section className="tb-my-bookings" aria-labelledby="tb-my-title">
      <FlowStyles />
      <h2 id="tb-my-title" ref={heading} tabIndex={-1} className="tb-heading">
        {customer ? t('myBookings.welcome', { name: addressedName(customer, lang) }) : t('myBookings.welcomeGuest')}
      </h2>
      {guest !== 'session' && guest.provedBefore && (
        <p className="tb-hint">{t('verify.provedBefore', { contact: guest.type === 'sms' ? displayedPhone(guest.to) : guest.to })}</p>
      )}
      <button type="button" className="tb-button" onClick={() => void load(guest)} disabled={loading}>
        {t('myBookings.refresh')}
      </button>
      {loading && <Spinner label={t('common.loading')} />}
      {failed && (
        <p className="tb-error" role="alert">
          {t('errors.generic')}
        </p>
      )}
      {answer && answer.bookings.length === 0 && <p>{t('myBookings.empty')}</p>}
      {answer && answer.bookings.length > 0 && (
        <ul className="tb-booking-list" aria-label={t('myBookings.list')}>
          {inVisitOrder(answer.bookings, restaurantToday(now())).map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}
