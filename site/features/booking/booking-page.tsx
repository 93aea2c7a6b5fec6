import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate } from '../../app/router.tsx';
import { BookingView } from '../../../widget/features/booking/booking-view.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { useSiteStatus } from '../../shared/status/site-status.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { WidgetHost } from './widget-host.tsx';

/**
 * /booking: the widget's calendar and slot pane; a held booking continues at its own route. While
 * online reservation is closed or under maintenance the page says so (SPEC's landing texts)
 * instead of a calendar whose every pick the server would refuse at the last click.
 */
export function BookingPage() {
  const { t } = useSiteText();
  const navigate = useNavigate();
  const status = useSiteStatus();
  usePageTitle('booking');
  const notLive = status.state === 'ready' && status.data !== 'live' ? status.data : null;
  return (
    <section className="page page--wide" aria-labelledby="booking-title">
      <h1 id="booking-title" className="visually-hidden">
        {t('titles.booking')}
      </h1>
      {status.state === 'loading' ? (
        // Only without the status the server writes into the page: no calendar to take back.
        <Spinner label={t('loading')} />
      ) : notLive ? (
        <div className="notice" role="status">
          <p>{t(notLive === 'closed' ? 'landing.closed' : 'landing.maintenance')}</p>
        </div>
      ) : (
        <WidgetHost>
          <BookingView onStartBooking={(code) => navigate(`/booking_process/${encodeURIComponent(code)}`)} />
        </WidgetHost>
      )}
    </section>
  );
}

export default BookingPage;
