import type { Slot } from '../../../api-client/contract/availability.ts';
import { useAsync } from '../../app/use-async.ts';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidget, useWidgetText, type WidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatLongDate, formatTimeslot } from '../../rules/formats.ts';
import { partySizeOptions } from '../../rules/seats.ts';
import type { SeatingNumbers } from '../../i18n/i18n-core.ts';

export interface SlotChoice {
  seatingId: number;
  partySize: number;
  /** The seating's own numbers, which a refusal about it states (its smallest party, its notice). */
  seating: SeatingNumbers;
}

/** Why a seating's smaller sizes or its whole row can be dimmed: its minimum party and notice, in words. */
function seatingRule(slot: Slot, t: WidgetText['t']): string | null {
  const parts = [
    slot.min > 1 ? t('slots.minParty', { count: slot.min }) : null,
    slot.area.notice_working_days > 0 ? t('slots.notice', { count: slot.area.notice_working_days }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(t('slots.ruleSeparator')) : null;
}

interface SlotPaneProps {
  date: string;
  /** Changes when the slots on screen are known to be stale (seats were just taken): asked again. */
  round?: number;
  onClose: () => void;
  onChoose: (choice: SlotChoice) => void;
  busy: boolean;
}

/** The chosen day's time slots, each with round party-size buttons 1..max. */
export function SlotPane({ date, round = 0, onClose, onChoose, busy }: SlotPaneProps) {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const { rules } = useBookingRules();
  const slots = useAsync(() => api.getSlots(date), `${date}#${round}`);
  const heading = useFocusOnMount<HTMLHeadingElement>(date);
  // SPEC §8: a failed load clears the slots without a message.
  const answer = slots.status === 'ready' ? slots.value : { slots: [] as Slot[], max: 0 };
  // Until the slots answer, the restaurant's largest party from its rules; never "up to 0".
  const max = slots.status === 'ready' ? answer.max : (rules?.max_party_size ?? 0);

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
        <li>{max > 0 ? t('slots.instructionParty', { max }) : t('slots.instructionPartyNoMax')}</li>
      </ol>
      {slots.status === 'loading' ? <Spinner label={t('slots.loading')} visibleLabel /> : answer.slots.length === 0 && <p>{t('slots.none')}</p>}
      {answer.slots.map((slot) => {
        const time = formatTimeslot(slot.timeslot);
        const area = lang === 'zh' ? slot.area.name_zh : slot.area.name_en;
        const groupId = `tb-slot-${slot.seating_id}`;
        const rule = seatingRule(slot, t);
        return (
          <div key={slot.seating_id} className="tb-slot" role="group" aria-labelledby={groupId} aria-describedby={rule ? `${groupId}-rule` : undefined}>
            <p id={groupId} className="tb-slot__time">
              <strong>{time}</strong> <span>{area}</span>
            </p>
            {rule && (
              <p id={`${groupId}-rule`} className="tb-slot__rule">
                {rule}
              </p>
            )}
            <div className="tb-slot__sizes">
              {partySizeOptions(slot, answer.max).map(({ size, bookable }) => (
                <button
                  key={size}
                  type="button"
                  className="tb-size"
                  disabled={!bookable || busy}
                  aria-label={`${t('slots.partySize', { count: size, time })}${slot.area.code === 'private' ? `, ${area}` : ''}`}
                  onClick={() => onChoose({ seatingId: slot.seating_id, partySize: size, seating: { seating_min_party: slot.min, seating_notice_days: slot.area.notice_working_days } })}
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
