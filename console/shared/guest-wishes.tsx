import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n/console-i18n.ts';
import { choicesText } from './choices-text.ts';
import { GuestText } from './guest-text.tsx';

/** A booking's allergies and diet, occasion and notes as terms of a list, the choices in the console's language. */
export function GuestWishes({ food, occasion, notes }: { food: string; occasion: string; notes: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  return (
    <>
      {food && (
        <>
          <dt>{t('tonight.allergies')}</dt>
          <dd className="party-allergies"><GuestText text={choicesText(food, lang)} /></dd>
        </>
      )}
      {occasion && (
        <>
          <dt>{t('tonight.occasion')}</dt>
          <dd><GuestText text={choicesText(occasion, lang)} /></dd>
        </>
      )}
      {notes && (
        <>
          <dt>{t('tonight.notes')}</dt>
          <dd><GuestText text={notes} /></dd>
        </>
      )}
    </>
  );
}
