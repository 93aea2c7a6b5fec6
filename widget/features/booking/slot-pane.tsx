import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Slot } from '../../../api-client/contract/availability.ts';
import { cardTexts } from '../../../api-client/rules/card-texts.ts';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useRestaurantCard } from '../../app/use-restaurant-card.ts';
import { useWidget, useWidgetText, type WidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatLongDate, formatTimeslot } from '../../rules/formats.ts';
import { freeSeats, partySizeOptions } from '../../rules/seats.ts';
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

/** What is left of a seating, in words: seats at the counter, or whether the private room is free. */
function seatsLeftText(slot: Slot, t: WidgetText['t']): string {
  const free = freeSeats(slot);
  if (slot.area.exclusive) return free > 0 ? t('slots.roomFree') : t('slots.unavailable');
  return free > 0 ? t('slots.seatsLeft', { count: free }) : t('slots.full');
}

const ROW_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => Math.min(index + 1, last),
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * One time's party sizes as one tab stop (a roving tabindex): Tab goes from time to time, the
 * arrow keys, Home and End move between the sizes that can be booked, Enter or Space books.
 */
function SizeRow({ labelledBy, children, sizes, current }: { labelledBy: string; sizes: number[]; current: number | undefined; children: (tabbable: (size: number) => boolean) => ReactNode }) {
  const [focused, setFocused] = useState<number | null>(null);
  const stop = focused !== null && sizes.includes(focused) ? focused : current;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = ROW_KEYS[event.key];
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    buttons[move(index, buttons.length - 1)]?.focus();
  };
  return (
    <div
      className="tb-slot__sizes"
      role="toolbar"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const size = Number((event.target as HTMLElement).dataset.size);
        if (size) setFocused(size);
      }}
    >
      {children((size) => size === stop)}
    </div>
  );
}

/** A hold the server refused: said in the row of the seating that was tapped, where the guest looks. */
export interface SlotRefusal {
  seatingId: number;
  message: string;
}

interface SlotPaneProps {
  date: string;
  refusal?: SlotRefusal | null;
  onClose: () => void;
  onChoose: (choice: SlotChoice) => void;
  busy: boolean;
}

/** The chosen day's time slots, each with round party-size buttons 1..max. */
export function SlotPane({ date, refusal = null, onClose, onChoose, busy }: SlotPaneProps) {
  const { api, cache } = useWidget();
  const { t, lang } = useWidgetText();
  const { rules } = useBookingRules();
  const slots = useResource(cache, resources.slots(api, date));
  // What the evening is, as the restaurant wrote it: the menu and its price, before the times.
  const { menu_name: menu, menu_price: price } = cardTexts(useRestaurantCard().card, lang);
  const heading = useFocusOnMount<HTMLHeadingElement>(date);
  // SPEC §8: a failed load clears the slots without a message.
  const answer = slots.status === 'ready' ? slots.value : { slots: [] as Slot[], max: 0 };
  // Until the slots answer, the restaurant's largest party from its rules; never "up to 0".
  const max = slots.status === 'ready' ? answer.max : (rules?.max_party_size ?? 0);

  return (
    <section className="tb-slots" aria-labelledby="tb-slots-title" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="tb-slots__head">
        <h3 id="tb-slots-title" ref={heading} tabIndex={-1}>
          {formatLongDate(date, lang)}
        </h3>
        <button type="button" className="tb-icon-button" aria-label={t('slots.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {(menu || price) && (
        <p className="tb-slots__menu">
          {menu && <strong>{menu}</strong>}
          {menu && price && ' · '}
          {price}
        </p>
      )}
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
        const options = partySizeOptions(slot, answer.max);
        const bookableSizes = options.filter((option) => option.bookable).map((option) => option.size);
        return (
          <div key={slot.seating_id} className="tb-slot" role="group" aria-labelledby={groupId} aria-describedby={rule ? `${groupId}-left ${groupId}-rule` : `${groupId}-left`}>
            <p className="tb-slot__time">
              <span id={groupId}>
                <strong>{time}</strong> <span>{area}</span>
              </span>
              <span id={`${groupId}-left`} className={bookableSizes.length > 0 ? 'tb-slot__left' : 'tb-slot__left tb-slot__left--none'}>
                {seatsLeftText(slot, t)}
              </span>
            </p>
            {rule && (
              <p id={`${groupId}-rule`} className="tb-slot__rule">
                {rule}
              </p>
            )}
            <SizeRow labelledBy={groupId} sizes={bookableSizes} current={bookableSizes[0]}>
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
            {refusal?.seatingId === slot.seating_id && (
              <p className="tb-error" role="alert">
                {refusal.message}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
