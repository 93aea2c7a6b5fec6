import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate, useParams } from '../../app/router.tsx';
import { BookingProcessView } from '../../../widget/index.ts';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { WidgetHost } from './widget-host.tsx';
import { usePayLink } from './use-pay-link.ts';

/** /booking_process/{code}: the widget's four-step flow; its sections are the page's regions. */
export function BookingProcessPage() {
  const { t } = useSiteText();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle('booking_process');
  const payLink = usePayLink(code);
  const refused = payLink !== 'none' && payLink !== 'opening' && payLink !== 'opened';
  return (
    <div className="page page--wide page--flow">
      <h1 id="booking-process-title" className="visually-hidden">
        {t('titles.booking_process')}
      </h1>
      {payLink === 'opening' && <p role="status">{t('pay_link.opening')}</p>}
      {refused && <p role="alert">{t(`pay_link.${payLink}`)}</p>}
      {payLink !== 'opening' && (
        <WidgetHost>
          <BookingProcessView key={code} code={code} onBookAgain={() => navigate('/booking')} onMyBookings={() => navigate('/my_bookings')} />
        </WidgetHost>
      )}
    </div>
  );
}

export default BookingProcessPage;
