import type { RestaurantTexts } from '../../../api-client/contract/content.ts';
import { cardTexts } from '../../../api-client/rules/card-texts.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useLanguage } from '../ui/use-language.ts';
import { RestaurantPhoto } from './restaurant-photo.tsx';

/** The card's width: the page's, at most the main column's 1160 px less its padding. */
const STORY_SIZES = '(min-width: 1160px) 1128px, 100vw';

const paragraphs = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => <p key={index}>{line}</p>);

/**
 * The menu (its name, description and price per person) and the chef's introduction, as the
 * restaurant wrote them (`npm run admin -- text set`); a part not written is left out.
 */
export function RestaurantStory({ texts }: { texts: RestaurantTexts | undefined }) {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const { menu_name: name, menu_description: description, menu_price: price, chef } = cardTexts({ texts: texts as RestaurantTexts }, lang);
  return (
    <>
      {(name || description || price) && (
        <section className="story card" aria-labelledby="menu-title">
          <RestaurantPhoto slot="dishes" className="story__photo" sizes={STORY_SIZES} />
          <h2 id="menu-title">{name || t('story.menu')}</h2>
          {description && paragraphs(description)}
          {price && (
            <p className="story__price">
              <span className="visually-hidden">{t('story.price')}</span>
              {price}
            </p>
          )}
        </section>
      )}
      {chef && (
        <section className="story card" aria-labelledby="chef-title">
          <RestaurantPhoto slot="chef" className="story__photo" sizes={STORY_SIZES} />
          <h2 id="chef-title">{t('story.chef')}</h2>
          {paragraphs(chef)}
        </section>
      )}
    </>
  );
}
