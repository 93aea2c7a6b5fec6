import { addressedName } from '../../../api-client/rules/guest-name.ts';
import { useCallback, useState } from 'react';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { ContactVerification, type VerifiedContact } from '../../components/contact-verification/contact-verification.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { BookingItem } from './booking-item.tsx';
import { FlowStyles } from '../../styles/flow-styles.tsx';

export interface MyBookingsViewProps {
  /** Offered when the guest has no bookings, e.g. to go to the calendar. */
  onStartBooking?: () => void;
}

/** Log in by phone or e-mail code, then the guest's bookings with their requests. */
export function MyBookingsView(_props: MyBookingsViewProps) {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const [contact, setContact] = useState<VerifiedContact | null>(null);
  const [answer, setAnswer] = useState<UserBookingsResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>(Boolean(answer));

  const load = useCallback(
    async (verified: VerifiedContact) => {
      setLoading(true);
      setFailed(false);
      try {
        setAnswer(await api.getUserBookings({ country: verified.country, phone: verified.phone, email: verified.email }));
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [api],
  );

  if (!contact || (!answer && !loading && !failed)) {
    return (
      <section className="tb-my-bookings" aria-labelledby="tb-my-title">
        <FlowStyles />
        <h2 id="tb-my-title" className="tb-heading">
          {t('myBookings.heading')}
        </h2>
        <p>{t('myBookings.login')}</p>
        <ContactVerification
          onVerified={(verified) => {
            setContact(verified);
            void load(verified);
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
      {contact.provedBefore && <p className="tb-hint">{t('verify.provedBefore', { contact: contact.type === 'sms' ? `+${contact.to}` : contact.to })}</p>}
      <button type="button" className="tb-button" onClick={() => void load(contact)} disabled={loading}>
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
          {answer.bookings.map((booking) => (
            <BookingItem key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}
