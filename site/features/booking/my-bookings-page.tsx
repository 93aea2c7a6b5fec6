import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate } from '../../app/router.tsx';
import { MyBookingsView } from '../../../widget/features/my-bookings/my-bookings-view.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { WidgetHost } from './widget-host.tsx';

/** /my_bookings: the widget's login by one-time code and the guest's list of bookings. */
export function MyBookingsPage() {
  const { t } = useSiteText();
  const navigate = useNavigate();
  usePageTitle('my_bookings');
  return (
    <section className="page page--wide" aria-labelledby="my-bookings-title">
      <h1 id="my-bookings-title" className="visually-hidden">
        {t('titles.my_bookings')}
      </h1>
      <WidgetHost>
        <MyBookingsView onStartBooking={() => navigate('/booking')} />
      </WidgetHost>
    </section>
  );
}

export default MyBookingsPage;
