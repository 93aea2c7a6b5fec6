import { useEffect, useRef } from 'react';
import type { Slot } from '../../../api-client/contract/availability.ts';
import { useWidgetText, type WidgetText } from '../../app/widget-context.tsx';
import { formatTimeslot } from '../../rules/formats.ts';
import { partySizeOptions } from '../../rules/seats.ts';
import type { SlotChoice } from './slot-choice.ts';
import { SizeRow } from './size-row.tsx';

/** Why a seating's smaller sizes or its whole row can be dimmed: its minimum party and notice, in words. */
function seatingRule(slot: Slot, t: WidgetText['t']): string | null {
  const parts = [
    slot.min > 1 ? t('slots.minParty', { count: slot.min }) : null,
    slot.area.notice_working_days > 0 ? t('slots.notice', { count: slot.area.notice_working_days }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(t('slots.ruleSeparator')) : null;
}

/** What is left of a seating, in words: seats at the counter, or whether the private room is free. */
function seatsLeftText(slot: Slot, t: WidgetText['t']): string {
  // The server's seatsFree for a bookable slot (api-client/rules/seats.ts); none when it cannot be booked.
  const free = Math.max(0, slot.available);
  if (slot.area.exclusive) return free > 0 ? t('slots.roomFree') : t('slots.unavailable');
  return free > 0 ? t('slots.seatsLeft', { count: free }) : t('slots.full');
}

/**
 * The server's refusal under the sizes the guest tapped, announced; on a phone the row's buttons can
 * end at the screen's edge, so the words are brought into sight.
 */
function RefusalMessage({ text }: { text: string }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.scrollIntoView?.({ block: 'nearest' }), [text]);
  return (
    <p ref={message} className="tb-error" role="alert">
      {text}
    </p>
  );
}

interface SlotRowProps {
  slot: Slot;
  /** The largest party the day's answer allows. */
  max: number;
  busy: boolean;
  /** The server's refusal of a hold on this seating, said where the guest tapped. */
  refusal: string | null;
  onChoose: (choice: SlotChoice) => void;
  /** The seats left are said once above the times: here only for screen readers, in the row's description. */
  seatsSaidAbove?: boolean;
}

/** One seating: its time and area, what is left, its rules, and a button for each party size. */
export function SlotRow({ slot, max, busy, refusal, onChoose, seatsSaidAbove = false }: SlotRowProps) {
  const { t, lang } = useWidgetText();
  const time = formatTimeslot(slot.timeslot);
  const area = lang === 'zh' ? slot.area.name_zh : slot.area.name_en;
  const groupId = `tb-slot-${slot.seating_id}`;
  const rule = seatingRule(slot, t);
  const options = partySizeOptions(slot, max);
  const bookableSizes = options.filter((option) => option.bookable).map((option) => option.size);
  return (
    <div className="tb-slot" role="group" aria-labelledby={groupId} aria-describedby={rule ? `${groupId}-left ${groupId}-rule` : `${groupId}-left`}>
      <p className="tb-slot__time">
        <span id={groupId}>
          <strong>{time}</strong> <span>{area}</span>
        </span>
        <span id={`${groupId}-left`} className={seatsSaidAbove ? 'tb-visually-hidden' : bookableSizes.length > 0 ? 'tb-slot__left' : 'tb-slot__left tb-slot__left--none'}>
          {seatsLeftText(slot, t)}
        </span>
      </p>
      {rule && (
        <p id={`${groupId}-rule`} className="tb-slot__rule">
          {rule}
        </p>
      )}
      <SizeRow labelledBy={groupId} sizes={bookableSizes} current={bookableSizes[0]} count={options.length}>
        {(tabbable) => options.map(({ size, bookable }) => (
          <button
            key={size}
            type="button"
            className="tb-size"
            data-size={size}
            tabIndex={tabbable(size) ? 0 : -1}
            disabled={!bookable || busy}
            aria-label={`${t('slots.partySize', { count: size, time })}${slot.area.code === 'private' ? `, ${area}` : ''}`}
            onClick={() => onChoose({ seatingId: slot.seating_id, partySize: size, seating: { seating_min_party: slot.min, seating_notice_days: slot.area.notice_working_days } })}
          >
            {size}
          </button>
        ))}
      </SizeRow>
      {refusal !== null && <RefusalMessage text={refusal} />}
    </div>
  );
}
