import { useRestaurantCard, useRestaurantPhone } from '../../app/use-restaurant-card.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { FlowStyles } from '../../styles/flow-styles.tsx';

const paragraphs = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => <p key={index}>{line}</p>);

/**
 * While online reservation is closed or under maintenance: a heading, why, the phone to book by
 * instead, and the menu as the restaurant wrote it. Rarely shown, so a chunk of its own.
 */
export function NotLiveView({ status }: { status: 'closed' | 'maintenance' }) {
  const { t, lang } = useWidgetText();
  const { card } = useRestaurantCard();
  const phone = useRestaurantPhone();
  const texts = card?.texts[lang];
  return (
    <div className="tb-not-live">
      <FlowStyles />
      <section className="tb-notice" role="status" aria-labelledby="tb-not-live-title">
        <h2 id="tb-not-live-title" className="tb-heading">
          {t(status === 'closed' ? 'notLive.closedTitle' : 'notLive.maintenanceTitle')}
        </h2>
        <p>{t(status === 'closed' ? 'embed.closed' : 'embed.maintenance')}</p>
        {phone && (
          <p>
            {t('notLive.call')} <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </p>
        )}
      </section>
      {texts && (texts.menu_name || texts.menu_description) && (
        <section aria-labelledby="tb-not-live-menu">
          <h3 id="tb-not-live-menu">{texts.menu_name || t('notLive.menu')}</h3>
          {texts.menu_description && paragraphs(texts.menu_description)}
          {texts.menu_price && <p className="tb-not-live__price">{t('punctuation.labelValue', { label: t('notLive.price'), value: texts.menu_price })}</p>}
        </section>
      )}
    </div>
  );
}

export default NotLiveView;
