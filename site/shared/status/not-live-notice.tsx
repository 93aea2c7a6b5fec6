import type { SiteStatus } from '../../../api-client/contract/common.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useRestaurant } from '../restaurant/restaurant.tsx';
import { RestaurantStory } from '../restaurant/restaurant-story.tsx';

/**
 * While online reservation is closed or under maintenance: a heading, why, the phone to book by
 * instead, and the menu, rather than a lone line. `bothLanguages` on the landing page, where the
 * guest has not chosen a language yet.
 */
export function NotLiveNotice({ status, bothLanguages = false }: { status: Exclude<SiteStatus, 'live'>; bothLanguages?: boolean }) {
  const { t, i18n } = useSiteText();
  const restaurant = useRestaurant();
  const phone = restaurant?.phone ?? '';
  const languages = bothLanguages ? ([['en', i18n.getFixedT('en', 'site')], ['zh-CN', i18n.getFixedT('zh', 'site')]] as const) : ([[undefined, t]] as const);
  return (
    <>
      <section className="notice not-live" role="status" aria-labelledby="not-live-title">
        <h2 id="not-live-title">
          {languages.map(([lang, say]) => (
            <span key={lang ?? 'one'} lang={lang} className="not-live__title">
              {say(`notLive.${status}_title`)}
            </span>
          ))}
        </h2>
        {languages.map(([lang, say]) => (
          <div key={lang ?? 'one'} lang={lang}>
            <p>{say(`landing.${status}`)}</p>
            {phone && (
              <p>
                {say('notLive.call')} <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
              </p>
            )}
          </div>
        ))}
      </section>
      {restaurant && <RestaurantStory texts={restaurant.texts} />}
    </>
  );
}
