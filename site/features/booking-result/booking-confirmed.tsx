import { addressedName } from '../../../api-client/rules/guest-name.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import type { ConfirmedBookingSummary } from '../../../api-client/contract/payment.ts';
import { formatTimeslot, formatVisitDate } from '../../../widget/rules/formats.ts';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';

export function BookingConfirmed({ booking }: { booking: ConfirmedBookingSummary }) {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const restaurant = useRestaurant();
  // Only the channels the server says it used; nothing claimed when it did not say.
  const channels = [...(booking.confirmation_channels ?? [])].sort().join(',');
  const sentKey = channels === 'email,sms' ? 'result.confirmation_sent' : channels === 'email' ? 'result.confirmation_sent_email' : channels === 'sms' ? 'result.confirmation_sent_sms' : null;
  return (
    <>
      <h1 id="result-title">
        <span aria-hidden="true" className="success-mark">
          ✓
        </span>{' '}
        {t('result.confirmed_title')}
      </h1>
      <p className="lead">
        {t('result.thanks', { name: addressedName(booking, lang) })}
      </p>
      <dl className="summary">
        <dt>{t('result.date')}</dt>
        <dd>{formatVisitDate(booking.booking_date, lang)}</dd>
        <dt>{t('result.guests')}</dt>
        <dd>{t('result.guests_count', { count: booking.pax })}</dd>
        <dt>{t('result.time')}</dt>
        <dd>{formatTimeslot(booking.timeslot)}</dd>
      </dl>
      {sentKey && <p>{t(sentKey)}</p>}
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
