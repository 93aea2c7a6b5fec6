import type { CSSProperties } from 'react';
import type { RestaurantHours as Hours } from '../../../api-client/contract/content.ts';
import { openDaysText } from '../../../api-client/rules/opening-days.ts';
import { diningLengthText } from '../../../api-client/rules/dining-length.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useLanguage } from '../ui/use-language.ts';

/** Seating times per row where they do not all fit on one: rows of at most four, as even as can be (5 -> 3 + 2, never 4 + 1). */
export function timesPerRow(count: number, most = 4): number {
  const rows = Math.max(1, Math.ceil(count / most));
  return Math.ceil(count / rows);
}

/**
 * When the restaurant serves, from its card: the open days in words, the seating times and how
 * long dinner takes, three facts of the same weight (site.css lays them out by the card's width).
 */
export function RestaurantHours({ hours, headingLevel = 2 }: { hours: Hours; headingLevel?: 2 | 3 }) {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const days = openDaysText(hours.open_weekdays, lang);
  const times = hours.seating_times;
  return (
    <section className="hours card" aria-labelledby="hours-title">
      <Heading id="hours-title">{t('hours.title')}</Heading>
      <dl className="hours__list">
        <div>
          <dt>{t('hours.days')}</dt>
          <dd>{days || t('hours.none')}</dd>
        </div>
        {times.length > 0 && (
          <div>
            <dt id="hours-seatings">{t('hours.seatings')}</dt>
            <dd>
              <ul className="hours__times" aria-labelledby="hours-seatings" style={{ '--per-row': timesPerRow(times.length) } as CSSProperties}>
                {times.map((time) => (
                  <li key={time}>{time}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('hours.length_label')}</dt>
          <dd>{t('hours.length', { length: diningLengthText(hours.dining_minutes ?? 150, lang) })}</dd>
        </div>
      </dl>
    </section>
  );
}
