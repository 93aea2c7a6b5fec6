import { useState } from 'react';
import type { PartyDiner, PartyEntry } from '../../../api-client/contract/party.ts';
import { CHOICE_NAMES } from '../../../api-client/rules/request-choices.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';
import { PartyForm } from './party-form.tsx';

interface PartyDinersProps {
  diners: PartyDiner[];
  onSave: (entry: PartyEntry, id: number) => Promise<void>;
  onRemove: (id: number) => Promise<void>;
}

/** What the one who booked sees: every diner's entry, each to edit or remove. */
export function PartyDiners({ diners, onSave, onRemove }: PartyDinersProps) {
  const { t } = useSiteText();
  const [editing, setEditing] = useState<number | null>(null);
  const [removed, setRemoved] = useState(false);
  const nameOf = (diner: PartyDiner, index: number) => diner.name || t('party.unnamed', { n: index + 1 });
  return (
    <section className="party-diners" aria-labelledby="party-everyone">
      <h2 id="party-everyone">{t('party.everyone')}</h2>
      {diners.length === 0 && <p className="hint">{t('party.nobody')}</p>}
      <ul className="party-diners__list">
        {diners.map((diner, index) =>
          editing === diner.id ? (
            <li key={diner.id}>
              <PartyForm title={nameOf(diner, index)} initial={diner} onSave={async (entry) => { await onSave(entry, diner.id); setEditing(null); }} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={diner.id} className="party-diners__diner">
              <DinerSummary diner={diner} name={nameOf(diner, index)} />
              <div className="party-form__actions">
                <button type="button" className="button" onClick={() => setEditing(diner.id)}>{t('party.edit', { name: nameOf(diner, index) })}</button>
                <button type="button" className="button" onClick={() => void onRemove(diner.id).then(() => setRemoved(true))}>{t('party.remove', { name: nameOf(diner, index) })}</button>
              </div>
            </li>
          ),
        )}
      </ul>
      <p role="status" className="hint">{removed ? t('party.removed') : ''}</p>
    </section>
  );
}

/** One diner's entry as text: restrictions in the reader's language, allergies with their seriousness, their own words as written. */
export function DinerSummary({ diner, name }: { diner: PartyDiner; name: string }) {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const food = diner.food.map((choice) => CHOICE_NAMES[lang][choice]).join(lang === 'zh' ? '、' : ', ');
  return (
    <div>
      <h3>{name}</h3>
      <p>{[food, diner.other_food].filter(Boolean).join(lang === 'zh' ? '；' : '; ') || t('party.none')}</p>
      {diner.allergies.length > 0 && (
        <ul className="party-diners__allergies">
          {diner.allergies.map((allergy, i) => (
            <li key={i} className={allergy.level === 'danger' ? 'party-diners__danger' : undefined}>
              <strong>{t(`party.levels.${allergy.level}`)}</strong>
              {lang === 'zh' ? '：' : ': '}
              {allergy.what}
            </li>
          ))}
        </ul>
      )}
      {diner.occasion && <p className="hint">{diner.occasion}</p>}
    </div>
  );
}
