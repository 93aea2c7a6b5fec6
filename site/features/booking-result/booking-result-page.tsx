import { useMemo } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { Link, useSearchParams } from '../../app/router.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { readAlipayReturn } from './alipay-return.ts';
import { BookingConfirmed } from './booking-confirmed.tsx';
import { useAlipayVerification } from './use-alipay-verification.ts';

/**
 * Where Alipay sends the guest back after paying (SPEC §2, §4, Result page): 'Booking processing'
 * with a spinner until the server verified the payment, then 'Booking confirmed'.
 */
export function BookingResultPage() {
  const { t } = useSiteText();
  const [search] = useSearchParams();
  const request = useMemo(() => readAlipayReturn(search), [search]);
  const verification = useAlipayVerification(request);
  const restaurant = useRestaurant();
  usePageTitle('booking_result');

  return (
    <section className="page result" aria-labelledby="result-title" aria-busy={verification.state === 'processing'}>
      {verification.state === 'confirmed' && <BookingConfirmed booking={verification.booking} />}
      {verification.state === 'processing' && (
        <>
          <h1 id="result-title">{t('result.processing_title')}</h1>
          <Spinner label={t('result.processing_title')} />
          <p>{t('result.processing')}</p>
        </>
      )}
      {verification.state === 'failed' && (
        <div role="alert">
          <h1 id="result-title">{t('result.failed_title')}</h1>
          <p className="error-box">{request ? t('result.failed') : t('result.missing')}</p>
          {restaurant && (
            <p>
              <a href={`tel:${restaurant.phone.replace(/\s+/g, '')}`}>{restaurant.phone}</a>
            </p>
          )}
          <p className="actions">
            <Link className="button" to="/my_bookings">
              {t('result.my_bookings')}
            </Link>
            <Link className="button" to="/booking">
              {t('result.book_again')}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}

export default BookingResultPage;
