import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api-client/api-error.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';
import { errorText } from '../../../i18n/i18n-core.ts';
import { FOOD_CHOICES, joinChoices, OCCASION_CHOICES, splitChoices } from '../../../rules/requests.ts';
import { StepFrame } from './step-frame.tsx';

export interface RequestsInput {
  notes: string;
  food: string;
  occasion: string;
}

function ChoiceGroup({ legend, choices, picked, onToggle }: { legend: string; choices: readonly string[]; picked: string[]; onToggle: (choice: string) => void }) {
  const { t } = useWidgetText();
  return (
    <fieldset className="tb-field tb-checks">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice}>
          <input type="checkbox" checked={picked.includes(choice)} onChange={() => onToggle(choice)} /> {t(`requests.choice.${choice}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Step 3: notes, food restrictions and occasion, saved with the ' / ' rule. */
export function RequestsStep({ saved, onSave, onBack }: { saved: RequestsInput; onSave: (input: RequestsInput) => Promise<void>; onBack?: () => void }) {
  const { t } = useWidgetText();
  const id = useId();
  const [notes, setNotes] = useState(saved.notes);
  const [food, setFood] = useState(() => splitChoices(saved.food, FOOD_CHOICES));
  const [occasion, setOccasion] = useState(() => splitChoices(saved.occasion, OCCASION_CHOICES));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toggle = (items: string[], choice: string) => (items.includes(choice) ? items.filter((item) => item !== choice) : [...items, choice]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave({ notes: notes.trim(), food: joinChoices(food.items, food.other), occasion: joinChoices(occasion.items, occasion.other) });
    } catch (failure) {
      setError(isApiError(failure) ? errorText(t, Object.values(failure.errors)[0] ?? failure.error, failure.message) : t('errors.generic'));
      setSaving(false);
    }
  };

  return (
    <StepFrame step={3} onBack={onBack}>
      <form onSubmit={submit} noValidate>
        <div className="tb-field">
          <label htmlFor={`${id}-notes`}>{t('requests.notes')}</label>
          <textarea id={`${id}-notes`} rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
        </div>
        <ChoiceGroup legend={t('requests.food')} choices={FOOD_CHOICES} picked={food.items} onToggle={(choice) => setFood({ ...food, items: toggle(food.items, choice) })} />
        <div className="tb-field">
          <label htmlFor={`${id}-food`}>{t('requests.otherFood')}</label>
          <input id={`${id}-food`} value={food.other} onChange={(event) => setFood({ ...food, other: event.target.value })} />
        </div>
        <ChoiceGroup legend={t('requests.occasion')} choices={OCCASION_CHOICES} picked={occasion.items} onToggle={(choice) => setOccasion({ ...occasion, items: toggle(occasion.items, choice) })} />
        <div className="tb-field">
          <label htmlFor={`${id}-occasion`}>{t('requests.otherOccasion')}</label>
          <input id={`${id}-occasion`} value={occasion.other} onChange={(event) => setOccasion({ ...occasion, other: event.target.value })} />
        </div>
        <button type="submit" className="tb-button tb-button--primary" disabled={saving}>
          {t('requests.proceed')}
        </button>
        {error && (
          <p className="tb-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </StepFrame>
  );
}
