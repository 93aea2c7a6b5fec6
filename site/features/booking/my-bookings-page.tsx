import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate, useSearchParams } from '../../app/router.tsx';
import { MyBookingsView } from '../../../widget/index.ts';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { WidgetHost } from './widget-host.tsx';

/**
 * /my_bookings: the widget's login by one-time code and the guest's list of bookings. Not a
 * region of its own: the widget's section is that region, and two with one name confuse a screen reader.
 */
export function MyBookingsPage() {
  const { t } = useSiteText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePageTitle('my_bookings');
  return (
    <div className="page page--wide">
      <h1 id="my-bookings-title" className="visually-hidden">
        {t('titles.my_bookings')}
      </h1>
      {search.get('link') === 'refused' && (
        <p className="notice" role="alert">
          {t('manage_link.refused')}
        </p>
      )}
      <WidgetHost>
        <MyBookingsView onStartBooking={() => navigate('/booking')} />
      </WidgetHost>
    </div>
  );
}

export default MyBookingsPage;
