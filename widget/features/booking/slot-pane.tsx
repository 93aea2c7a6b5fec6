import type { Slot } from '../../../api-client/contract/availability.ts';
import { useAsync } from '../../app/use-async.ts';
import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatLongDate, formatTimeslot } from '../../rules/formats.ts';
import { partySizeOptions } from '../../rules/seats.ts';

export interface SlotChoice {
  seatingId: number;
  partySize: number;
}

/** The chosen day's time slots, each with round party-size buttons 1..max. */
export function SlotPane({ date, onClose, onChoose, busy }: { date: string; onClose: () => void; onChoose: (choice: SlotChoice) => void; busy: boolean }) {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const slots = useAsync(() => api.getSlots(date), date);
  const heading = useFocusOnMount<HTMLHeadingElement>(date);
  // SPEC §8: a failed load clears the slots without a message.
  const answer = slots.status === 'ready' ? slots.value : { slots: [] as Slot[], max: 0 };

  return (
    <section className="tb-slots" aria-labelledby="tb-slots-title">
      <div className="tb-slots__head">
        <h3 id="tb-slots-title" ref={heading} tabIndex={-1}>
          {formatLongDate(date, lang)}
        </h3>
        <button type="button" className="tb-icon-button" aria-label={t('slots.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ol className="tb-slots__instructions">
        <li>{t('slots.instructionTime')}</li>
        <li>{t('slots.instructionParty', { max: answer.max })}</li>
      </ol>
      {slots.status === 'loading' && <Spinner label={t('slots.loading')} visibleLabel />}
      {slots.status !== 'loading' && answer.slots.length === 0 && <p>{t('slots.none')}</p>}
      {answer.slots.map((slot) => {
        const time = formatTimeslot(slot.timeslot);
        const area = lang === 'zh' ? slot.area.name_zh : slot.area.name_en;
        const groupId = `tb-slot-${slot.seating_id}`;
        return (
          <div key={slot.seating_id} className="tb-slot" role="group" aria-labelledby={groupId}>
            <p id={groupId} className="tb-slot__time">
              <strong>{time}</strong> <span>{area}</span>
            </p>
            <div className="tb-slot__sizes">
              {partySizeOptions(slot, answer.max).map(({ size, bookable }) => (
                <button
                  key={size}
                  type="button"
                  className="tb-size"
                  disabled={!bookable || busy}
                  aria-label={`${t('slots.partySize', { count: size, time })}${slot.area.code === 'private' ? `, ${area}` : ''}`}
                  onClick={() => onChoose({ seatingId: slot.seating_id, partySize: size })}
                >
                  {size}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
