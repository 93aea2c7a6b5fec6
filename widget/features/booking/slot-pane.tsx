import type { Slot } from '../../../api-client/contract/availability.ts';
import { cardTexts } from '../../../api-client/rules/card-texts.ts';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useRestaurantCard, useRestaurantPhone } from '../../app/use-restaurant-card.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatLongDate } from '../../rules/formats.ts';
import type { SlotChoice, SlotRefusal } from './slot-choice.ts';
import { SlotRow } from './slot-row.tsx';
import { useLiveSeats } from './use-live-seats.ts';

export type { SlotChoice, SlotRefusal };

interface SlotPaneProps {
  date: string;
  refusal?: SlotRefusal | null;
  onClose: () => void;
  onChoose: (choice: SlotChoice) => void;
  busy: boolean;
}

/**
 * The areas whose seats left are the same at every time of the day (seats shared over the evening),
 * with that number: said once above the times rather than on each row.
 */
export function sharedSeatsLeft(slots: readonly Slot[]): { code: string; name_en: string; name_zh: string; free: number }[] {
  const areas = [...new Set(slots.filter((slot) => !slot.area.exclusive).map((slot) => slot.area.code))];
  return areas.flatMap((code) => {
    const rows = slots.filter((slot) => slot.area.code === code);
    const free = rows[0]!.available;
    return rows.length > 1 && free > 0 && rows.every((slot) => slot.available === free) ? [{ ...rows[0]!.area, free }] : [];
  });
}

/** "For larger parties, please call us on PHONE", the number a tel: link (once the number is known). */
function LargerParties() {
  const { t } = useWidgetText();
  const phone = useRestaurantPhone();
  if (!phone) return null;
  const [before, after] = t('slots.largerParties', { phone: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
      {after}
    </p>
  );
}

/** The chosen day's time slots, each with round party-size buttons 1..max. */
export function SlotPane({ date, refusal = null, onClose, onChoose, busy }: SlotPaneProps) {
  const { api, cache } = useWidget();
  const { t, lang } = useWidgetText();
  const { rules } = useBookingRules();
  const slots = useResource(cache, resources.slots(api, date));
  useLiveSeats(date);
  // What the evening is, as the restaurant wrote it: the menu and its price, before the times.
  const { menu_name: menu, menu_price: price } = cardTexts(useRestaurantCard().card, lang);
  const heading = useFocusOnMount<HTMLHeadingElement>(date);
  // SPEC §8: a failed load clears the slots without a message.
  const answer = slots.status === 'ready' ? slots.value : { slots: [] as Slot[], max: 0 };
  // Until the slots answer, the restaurant's largest party from its rules; never "up to 0".
  const max = slots.status === 'ready' ? answer.max : (rules?.max_party_size ?? 0);
  const shared = sharedSeatsLeft(answer.slots);

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
      <LargerParties />
      {shared.map((area) => (
        <p key={area.code} className="tb-slot__left">
          {lang === 'zh' ? area.name_zh : area.name_en} · {t('slots.seatsLeft', { count: area.free })}
        </p>
      ))}
      {slots.status === 'loading' ? <Spinner label={t('slots.loading')} visibleLabel /> : answer.slots.length === 0 && <p>{t('slots.none')}</p>}
      {answer.slots.map((slot) => (
        <SlotRow key={slot.seating_id} slot={slot} max={answer.max} busy={busy} seatsSaidAbove={shared.some((area) => area.code === slot.area.code)} refusal={refusal?.seatingId === slot.seating_id ? refusal.message : null} onChoose={onChoose} />
      ))}
    </section>
  );
}
