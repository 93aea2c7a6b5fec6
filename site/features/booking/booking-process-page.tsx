import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate, useParams } from '../../app/router.tsx';
import { BookingProcessView } from '../../../widget/features/booking-process/booking-process-view.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { WidgetHost } from './widget-host.tsx';

/** /booking_process/{code}: the widget's four-step flow for the held booking. */
export function BookingProcessPage() {
  const { t } = useSiteText();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle('booking_process');
  return (
    <section className="page page--wide page--flow" aria-labelledby="booking-process-title">
      <h1 id="booking-process-title" className="visually-hidden">
        {t('titles.booking_process')}
      </h1>
      <WidgetHost>
        <BookingProcessView key={code} code={code} onBookAgain={() => navigate('/booking')} onMyBookings={() => navigate('/my_bookings')} />
      </WidgetHost>
    </section>
  );
}

export default BookingProcessPage;
