import { useState } from 'react';
import { addressedName } from '../../../api-client/rules/guest-name.ts';
import type { VerifiedContact } from '../../components/contact-verification/contact-verification.tsx';
import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { BookingItem } from './booking-item.tsx';
import { inVisitOrder } from './booking-order.ts';
import { MyBookingsLogin } from './my-bookings-login.tsx';
import { useMyBookings } from './use-my-bookings.ts';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { FlowStyles } from '../../styles/flow-styles.tsx';
import { displayedPhone } from '../../../api-client/rules/china-mobile.ts';

export interface MyBookingsViewProps {
  /** Offered when the guest has no bookings, e.g. to go to the calendar. */
  onStartBooking?: () => void;
}

/**
 * Log in by phone or e-mail code, then the guest's bookings with their requests. A session that
 * proved a contact before (a reload, Back, an earlier booking) is shown its bookings without a
 * code, at once where the page carries the answer, else the form gives way when it comes.
 */
export function MyBookingsView(_props: MyBookingsViewProps) {
  const { now } = useWidget();
  const { t, lang } = useWidgetText();
  const { guest, answer, loading, failed, load, loadFor, logOut } = useMyBookings();
  const [switching, setSwitching] = useState(false);
  // After a code the list takes the focus; a page that opens on it (a reload) leaves focus alone.
  const heading = useFocusOnMount<HTMLHeadingElement>(Boolean(answer) && guest !== 'session');

  if (switching || !guest || (!answer && !loading && !failed)) {
    const verified = (contact: VerifiedContact) => {
      setSwitching(false);
      loadFor(contact);
    };
    return <MyBookingsLogin onVerified={verified} />;
  }
  const contact = guest === 'session' ? null : guest.type === 'sms' ? displayedPhone(guest.to) : guest.to;

  const customer = answer?.customer;
  return (
    <section className="tb-my-bookings" aria-labelledby="tb-my-title">
      <FlowStyles />
      <h2 id="tb-my-title" ref={heading} tabIndex={-1} className="tb-heading">
        {customer ? t('myBookings.welcome', { name: addressedName(customer, lang) }) : t('myBookings.welcomeGuest')}
      </h2>
      {guest !== 'session' && guest.provedBefore && <p className="tb-hint">{t('verify.provedBefore', { contact })}</p>}
      {contact && <p className="tb-hint">{t('myBookings.searched', { contact })}</p>}
      <div className="tb-request-buttons">
        <button type="button" className="tb-button" onClick={() => void load(guest)} disabled={loading}>
          {t('myBookings.refresh')}
        </button>
        <button type="button" className="tb-button tb-button--quiet" onClick={() => setSwitching(true)} disabled={loading}>
          {t('myBookings.otherContact')}
        </button>
        <button type="button" className="tb-button tb-button--quiet" onClick={() => void logOut()} disabled={loading}>
          {t('myBookings.logOut')}
        </button>
      </div>
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
