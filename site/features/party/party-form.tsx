import { useId, useState, type FormEvent } from 'react';
import type { PartyEntry } from '../../../api-client/contract/party.ts';
import { ALLERGY_LEVELS, PARTY_LIMITS, type AllergyLevel } from '../../../api-client/rules/party.ts';
import { CHOICE_NAMES, FOOD_CHOICES } from '../../../api-client/rules/request-choices.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';
import { refusalOf } from './use-party.ts';

interface PartyFormProps {
  title: string;
  initial: PartyEntry;
  onSave: (entry: PartyEntry) => Promise<void>;
  onCancel?: () => void;
}

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'saved' } | { state: 'refused'; message: string };

/** One diner's entry: name, the SPEC's food restrictions and free text, allergies with their seriousness, an occasion. */
export function PartyForm({ title, initial, onSave, onCancel }: PartyFormProps) {
  const { t } = useSiteText();
  const [entry, setEntry] = useState<PartyEntry>(initial);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const id = useId();
  const set = (fields: Partial<PartyEntry>) => setEntry({ ...entry, ...fields });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const allergies = entry.allergies.map((allergy) => ({ ...allergy, what: allergy.what.trim() }));
    if (allergies.some((allergy) => !allergy.what)) {
      setSending({ state: 'refused', message: t('party.errors.allergy_required') });
      return;
    }
    setSending({ state: 'sending' });
    try {
      await onSave({ ...entry, allergies });
      setSending({ state: 'saved' });
    } catch (error) {
      setSending({ state: 'refused', message: t(`party.errors.${refusalOf(error)}`, { defaultValue: t('party.errors.failed') }) });
    }
  };

  return (
    <form className="party-form contact-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{title}</h2>
      <label>
        {t('party.name')}
        <input name="name" value={entry.name} maxLength={PARTY_LIMITS.name} autoComplete="given-name" onChange={(event) => set({ name: event.target.value })} />
      </label>
      <FoodChoices chosen={entry.food} onChange={(food) => set({ food })} />
      <label>
        {t('party.other_food')}
        <textarea name="other_food" rows={2} value={entry.other_food} maxLength={PARTY_LIMITS.otherFood} onChange={(event) => set({ other_food: event.target.value })} />
      </label>
      <AllergyList allergies={entry.allergies} onChange={(allergies) => set({ allergies })} />
      <label>
        {t('party.occasion')}
        <textarea name="occasion" rows={2} value={entry.occasion} maxLength={PARTY_LIMITS.occasion} onChange={(event) => set({ occasion: event.target.value })} />
      </label>
      <div className="party-form__actions">
        <button type="submit" className="button button--primary" disabled={sending.state === 'sending'}>
          {sending.state === 'sending' ? t('party.saving') : t('party.save')}
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('party.cancel')}
          </button>
        )}
      </div>
      <p role="status" className={sending.state === 'refused' ? 'field-error' : 'hint'}>
        {sending.state === 'saved' ? t('party.saved') : sending.state === 'refused' ? sending.message : ''}
      </p>
    </form>
  );
}

function FoodChoices({ chosen, onChange }: { chosen: PartyEntry['food']; onChange: (food: PartyEntry['food']) => void }) {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  return (
    <fieldset className="party-form__choices">
      <legend>{t('party.food')}</legend>
      {FOOD_CHOICES.map((choice) => (
        <label key={choice} className="party-form__check">
          <input
            type="checkbox"
            checked={chosen.includes(choice)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, choice] : chosen.filter((item) => item !== choice))}
          />
          {CHOICE_NAMES[lang][choice]}
        </label>
      ))}
    </fieldset>
  );
}

function AllergyList({ allergies, onChange }: { allergies: PartyEntry['allergies']; onChange: (allergies: PartyEntry['allergies']) => void }) {
  const { t } = useSiteText();
  const change = (index: number, fields: Partial<PartyEntry['allergies'][number]>) =>
    onChange(allergies.map((allergy, i) => (i === index ? { ...allergy, ...fields } : allergy)));
  return (
    <fieldset className="party-form__allergies">
      <legend>{t('party.allergies')}</legend>
      {allergies.map((allergy, index) => (
        <div key={index} className="party-form__allergy" role="group" aria-label={t('party.allergy', { n: index + 1 })}>
          <label>
            {t('party.allergy_what')}
            <input value={allergy.what} maxLength={PARTY_LIMITS.allergy} onChange={(event) => change(index, { what: event.target.value })} />
          </label>
          <label>
            {t('party.allergy_level')}
            <select value={allergy.level} onChange={(event) => change(index, { level: event.target.value as AllergyLevel })}>
              {ALLERGY_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`party.levels.${level}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" onClick={() => onChange(allergies.filter((_, i) => i !== index))}>
            {t('party.remove_allergy', { n: index + 1 })}
          </button>
        </div>
      ))}
      {allergies.length < PARTY_LIMITS.allergies && (
        <button type="button" className="button" onClick={() => onChange([...allergies, { what: '', level: 'danger' }])}>
          {t('party.add_allergy')}
        </button>
      )}
    </fieldset>
  );
}
