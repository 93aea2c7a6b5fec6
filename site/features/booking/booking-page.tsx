import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate, useSearchParams } from '../../app/router.tsx';
import { BookingView } from '../../../widget/index.ts';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { useSiteStatus } from '../../shared/status/site-status.tsx';
import { NotLiveNotice } from '../../shared/status/not-live-notice.tsx';
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
  // Back from the waitlist message's "leave" link.
  const left = useSearchParams()[0].get('waitlist');
  const notLive = status.status === 'ready' && status.value !== 'live' ? status.value : null;
  return (
    <section className="page page--wide" aria-labelledby="booking-title">
      <h1 id="booking-title" className="visually-hidden">
        {t('titles.booking')}
      </h1>
      {(left === 'left' || left === 'unknown') && (
        <p className="notice" role="status">
          {t(left === 'left' ? 'waitlist.left' : 'waitlist.unknown')}
        </p>
      )}
      {status.status === 'loading' ? (
        // Only without the status the server writes into the page: no calendar to take back.
        <Spinner label={t('loading')} />
      ) : notLive ? (
        <NotLiveNotice status={notLive} />
      ) : (
        // The widget's calendar carries the waitlist's button and form, as in the embed.
        <WidgetHost>
          <BookingView onStartBooking={(code) => navigate(`/booking_process/${encodeURIComponent(code)}`)} />
        </WidgetHost>
      )}
    </section>
  );
}

export default BookingPage;
