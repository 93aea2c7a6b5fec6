import { useTranslation } from 'react-i18next';
import type { PartyDiner } from '../../api-client/contract/party.ts';
import { CHOICE_NAMES } from '../../api-client/rules/request-choices.ts';
import { currentLang } from '../i18n/console-i18n.ts';
import { GuestText } from './guest-text.tsx';

/**
 * Each diner of a party as the kitchen reads them (docs/party.md): the chosen options in the staff
 * member's language, the diner's own words beside them as written, dangerous allergies marked.
 */
export function PartyDinerList({ diners }: { diners: PartyDiner[] }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  if (diners.length === 0) return null;
  return (
    <ul className="party-diners" aria-label={t('party_diners.label')}>
      {diners.map((diner, index) => (
        <li key={diner.id}>
          <strong>{diner.name ? <GuestText text={diner.name} /> : t('party_diners.unnamed', { n: index + 1 })}</strong>
          {diner.allergies.map((allergy, i) => (
            <span key={i} className={allergy.level === 'danger' ? 'diner-allergy diner-allergy--danger' : 'diner-allergy'}>
              {' '}
              {t(`party_diners.levels.${allergy.level}`)}
              {lang === 'zh' ? '：' : ': '}
              <GuestText text={allergy.what} />
            </span>
          ))}
          {diner.food.length > 0 && <span className="diner-food"> {diner.food.map((choice) => CHOICE_NAMES[lang][choice]).join(lang === 'zh' ? '、' : ', ')}</span>}
          {diner.other_food && <span className="diner-food"> <GuestText text={diner.other_food} /></span>}
          {diner.occasion && <span className="diner-occasion"> ({t('tonight.occasion')}: <GuestText text={diner.occasion} />)</span>}
        </li>
      ))}
    </ul>
  );
}
