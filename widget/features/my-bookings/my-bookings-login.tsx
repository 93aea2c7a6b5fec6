import { useWidgetText } from '../../app/widget-context.tsx';
import { ContactVerification, type VerifiedContact } from '../../components/contact-verification/contact-verification.tsx';
import { FlowStyles } from '../../styles/flow-styles.tsx';

/** Log in by a phone or e-mail code to see the bookings made with it. */
export function MyBookingsLogin({ onVerified }: { onVerified: (contact: VerifiedContact) => void }) {
  const { t } = useWidgetText();
  return (
    <section className="tb-my-bookings" aria-labelledby="tb-my-title">
      <FlowStyles />
      <h2 id="tb-my-title" className="tb-heading">
        {t('myBookings.heading')}
      </h2>
      <p>{t('myBookings.login')}</p>
      <ContactVerification onVerified={onVerified} />
    </section>
  );
}
