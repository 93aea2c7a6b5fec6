import type { RestaurantHours as Hours } from '../../../api-client/contract/content.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useLanguage } from '../ui/use-language.ts';
import { openDaysText } from './opening-days.ts';

/** When the restaurant serves, from its card: the open days in words and the seating times. */
export function RestaurantHours({ hours, headingLevel = 2 }: { hours: Hours; headingLevel?: 2 | 3 }) {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const days = openDaysText(hours.open_weekdays, lang, { range: (from, to) => t('hours.range', { from, to }), separator: t('hours.list_separator') });
  return (
    <section className="hours card" aria-labelledby="hours-title">
      <Heading id="hours-title">{t('hours.title')}</Heading>
      <dl className="hours__list">
        <dt>{t('hours.days')}</dt>
        <dd>{days || t('hours.none')}</dd>
      </dl>
      <div>
        <p className="hours__label" id="hours-seatings">
          {t('hours.seatings')}
        </p>
        <ul className="hours__times" aria-labelledby="hours-seatings">
          {hours.seating_times.map((time) => (
            <li key={time}>{time}</li>
          ))}
        </ul>
      </div>
      <p className="hint">{t('hours.length')}</p>
    </section>
  );
}
