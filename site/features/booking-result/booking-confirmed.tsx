import { useSiteText } from '../../i18n/site-text.tsx';
import type { ConfirmedBookingSummary } from '../../../api-client/contract/payment.ts';
import { formatTimeslot, formatVisitDate } from '../../../widget/rules/formats.ts';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';

export function BookingConfirmed({ booking }: { booking: ConfirmedBookingSummary }) {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const restaurant = useRestaurant();
  const title = booking.gender === 'F' ? t('result.ms') : booking.gender === 'M' ? t('result.mr') : '';
  return (
    <>
      <h1 id="result-title">
        <span aria-hidden="true" className="success-mark">
          ✓
        </span>{' '}
        {t('result.confirmed_title')}
      </h1>
      <p className="lead">
        {t('result.thanks', { title, first_name: booking.first_name ?? '', last_name: booking.last_name ?? '' }).replace(/\s+/g, ' ')}
      </p>
      <dl className="summary">
        <dt>{t('result.date')}</dt>
        <dd>{formatVisitDate(booking.booking_date, lang)}</dd>
        <dt>{t('result.persons')}</dt>
        <dd>{t('result.persons_count', { count: booking.pax })}</dd>
        <dt>{t('result.time')}</dt>
        <dd>{formatTimeslot(booking.timeslot)}</dd>
      </dl>
      <p>{t('result.confirmation_sent')}</p>
      {restaurant && (
        <p>
          <a className="button" href={restaurant.website}>
            {t('result.visit_site')}
          </a>
        </p>
      )}
    </>
  );
}
