import type { Slot } from '../../../api-client/contract/availability.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { formatTimeslot } from '../../rules/formats.ts';

/** The evening's seatings without a place for the party, to tick the ones worth waiting for. */
export function FullTimes({ full, chosen, onChosen }: { full: Slot[]; chosen: number[]; onChosen: (chosen: number[]) => void }) {
  const { t, lang } = useWidgetText();
  return (
    <fieldset>
      <legend>{t('waitlist.times')}</legend>
      {full.map((slot) => (
        <label key={slot.seating_id} className="tb-waitlist__time">
          <input
            type="checkbox"
            checked={chosen.includes(slot.seating_id)}
            onChange={(event) => onChosen(event.target.checked ? [...chosen, slot.seating_id] : chosen.filter((seating) => seating !== slot.seating_id))}
          />{' '}
          {formatTimeslot(slot.timeslot)} · {lang === 'zh' ? slot.area.name_zh : slot.area.name_en}
        </label>
      ))}
    </fieldset>
  );
}
