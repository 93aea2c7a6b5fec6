import { useEffect, useMemo } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { Link, useNavigate, useSearchParams } from '../../app/router.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { readAlipayReturn } from './alipay-return.ts';
import { useAlipayVerification } from './use-alipay-verification.ts';

/**
 * Where Alipay sends the guest back after paying (SPEC §2, §4). A confirmed payment goes on to the
 * booking's own page, which shows the one confirmation every payment method ends on.
 */
export function BookingResultPage() {
  const { t } = useSiteText();
  const [search] = useSearchParams();
  const request = useMemo(() => readAlipayReturn(search), [search]);
  const verification = useAlipayVerification(request);
  const restaurant = useRestaurant();
  const navigate = useNavigate();
  usePageTitle('booking_result');
  const confirmedCode = verification.state === 'confirmed' ? verification.booking.code : null;
  useEffect(() => {
    if (confirmedCode) navigate(`/booking_process/${encodeURIComponent(confirmedCode)}`, { replace: true });
  }, [confirmedCode, navigate]);

  return (
    <section className="page result" aria-labelledby="result-title" aria-busy={verification.state !== 'failed'}>
      {verification.state !== 'failed' && (
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
