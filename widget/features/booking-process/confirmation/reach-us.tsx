import { useRestaurantCard, useRestaurantPhone } from '../../../app/use-restaurant-card.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';

/** How to reach the restaurant: its phone, and once its card is known, its address and e-mail. */
export function ReachUs({ address }: { address: string }) {
  const { card } = useRestaurantCard();
  const phone = useRestaurantPhone();
  const { t } = useWidgetText();
  return (
    <section className="tb-confirmation__card tb-confirmation__reach" aria-labelledby="tb-confirmation-reach">
      <h3 id="tb-confirmation-reach">{t('confirmation.reach')}</h3>
      <dl className="tb-reach">
        <div>
          <dt>{t('confirmation.phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </dd>
        </div>
        {card && (
          <>
            <div>
              <dt>{t('confirmation.address')}</dt>
              <dd>{address}</dd>
            </div>
            <div>
              <dt>{t('confirmation.email')}</dt>
              <dd>
                <a href={`mailto:${card.email}`}>{card.email}</a>
              </dd>
            </div>
          </>
        )}
      </dl>
    </section>
  );
}
