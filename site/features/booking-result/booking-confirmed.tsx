import { useEffect, useRef } from 'react';
import type { ConfirmedBookingSummary } from '../../../api-client/contract/payment.ts';
import { addressedName } from '../../../api-client/rules/guest-name.ts';
import { formatTimeslot, formatVisitDate } from '../../../widget/index.ts';
import { Link } from '../../app/router.tsx';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';

/**
 * SPEC's result page once verified: 'Booking confirmed' with thanks, the guest's title and names, the
 * date, the party and the time, and a link to the restaurant's web site; the booking's own page
 * keeps the whole confirmation (calendar, what happens next).
 */
export function BookingConfirmed({ booking }: { booking: ConfirmedBookingSummary }) {
  const { t, lang } = useSiteText();
  const restaurant = useRestaurant();
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading took the place of "Booking processing": a screen reader is taken to it.
  useEffect(() => heading.current?.focus(), []);
  const name = addressedName(booking, lang);
  const row = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <h1 id="result-title" ref={heading} tabIndex={-1}>
        {t('result.confirmed_title')}
      </h1>
      <p className="result__thanks">{name ? t('result.thanks_named', { name }) : t('result.thanks')}</p>
      <dl className="result__summary">
        {row(t('result.date'), formatVisitDate(booking.booking_date, lang))}
        {row(t('result.guests_label'), t('result.guests', { count: booking.pax }))}
        {row(t('result.time'), formatTimeslot(booking.timeslot))}
        {row(t('result.code'), booking.code)}
      </dl>
      <p className="actions">
        <Link className="button" to={`/booking_process/${encodeURIComponent(booking.code)}`}>
          {t('result.details')}
        </Link>
        {restaurant?.website && (
          <a className="button" href={restaurant.website}>
            {t('result.website')}
          </a>
        )}
      </p>
    </>
  );
}
