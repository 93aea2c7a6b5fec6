import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate } from '../../app/router.tsx';
import { BookingView } from '../../../widget/features/booking/booking-view.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { WidgetHost } from './widget-host.tsx';

/** /booking: the widget's calendar and slot pane; a held booking continues at its own route. */
export function BookingPage() {
  const { t } = useSiteText();
  const navigate = useNavigate();
  usePageTitle('booking');
  return (
    <section className="page page--wide" aria-labelledby="booking-title">
      <h1 id="booking-title" className="visually-hidden">
        {t('titles.booking')}
      </h1>
      <WidgetHost>
        <BookingView onStartBooking={(code) => navigate(`/booking_process/${encodeURIComponent(code)}`)} />
      </WidgetHost>
    </section>
  );
}

export default BookingPage;
