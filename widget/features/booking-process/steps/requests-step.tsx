import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api-client/api-error.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';
import { errorText } from '../../../i18n/i18n-core.ts';
import type { RequestTextField } from '../../../../api-client/contract/request-limits.ts';
import { FOOD_CHOICES, joinChoices, OCCASION_CHOICES, rememberedChoices, splitChoices } from '../../../rules/requests.ts';
import { LimitedTextField } from './limited-text-field.tsx';
import { useRequestLimits } from './use-request-limits.ts';
import { StepFrame } from './step-frame.tsx';
import { RememberedFood } from './remembered-food.tsx';

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

interface RequestsStepProps {
  saved: RequestsInput;
  /** The allergies remembered for a guest who proved their contact, offered while the booking has none. */
  remembered?: string;
  onSave: (input: RequestsInput) => Promise<void>;
  onBack?: () => void;
}

/** Step 3: notes, food restrictions and occasion, saved with the ' / ' rule; each text shows its limit. */
export function RequestsStep({ saved, remembered = '', onSave, onBack }: RequestsStepProps) {
  const { t } = useWidgetText();
  const id = useId();
  const [notes, setNotes] = useState(saved.notes);
  const [food, setFood] = useState(() => splitChoices(saved.food, FOOD_CHOICES));
  const [occasion, setOccasion] = useState(() => splitChoices(saved.occasion, OCCASION_CHOICES));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const toggle = (items: string[], choice: string) => (items.includes(choice) ? items.filter((item) => item !== choice) : [...items, choice]);
  const limits = useRequestLimits({ notes, food: food.other, occasion: occasion.other }, food.items, occasion.items);
  const limited = (field: RequestTextField, label: string, value: string, onChange: (value: string) => void, multiline = false) => (
    <LimitedTextField
      id={`${id}-${field}`}
      label={label}
      value={value}
      room={limits.room[field]}
      refused={limits.refused[field] === true}
      multiline={multiline}
      fieldRef={limits.fields[field]}
      onChange={(text) => {
        onChange(text);
        limits.edited(field);
      }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Refused at the field, before anything is sent.
    if (limits.focusTooLong()) return;
    setSaving(true);
    setError(null);
    try {
      await onSave({ notes: notes.trim(), food: joinChoices(food.items, food.other), occasion: joinChoices(occasion.items, occasion.other) });
    } catch (failure) {
      setSaving(false);
      if (limits.refusedByServer(failure)) return;
      setError(isApiError(failure) ? errorText(t, Object.values(failure.errors)[0] ?? failure.error, failure.message) : t('errors.generic'));
    }
  };

  return (
    <StepFrame step={3} onBack={onBack}>
      <form onSubmit={submit} noValidate>
        {limited('notes', t('requests.notes'), notes, setNotes, true)}
        <RememberedFood food={remembered} onUse={() => setFood(rememberedChoices(remembered, FOOD_CHOICES))} />
        <ChoiceGroup legend={t('requests.food')} choices={FOOD_CHOICES} picked={food.items} onToggle={(choice) => setFood({ ...food, items: toggle(food.items, choice) })} />
        {limited('food', t('requests.otherFood'), food.other, (other) => setFood({ ...food, other }))}
        <ChoiceGroup legend={t('requests.occasion')} choices={OCCASION_CHOICES} picked={occasion.items} onToggle={(choice) => setOccasion({ ...occasion, items: toggle(occasion.items, choice) })} />
        {limited('occasion', t('requests.otherOccasion'), occasion.other, (other) => setOccasion({ ...occasion, other }))}
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
