import type { RestaurantHours } from '../../../api-client/contract/content.ts';
import { openDaysText, seatingSpan } from '../../../api-client/rules/opening-days.ts';
import { diningLengthText } from '../../../api-client/rules/dining-length.ts';
import { cardTexts } from '../../../api-client/rules/card-texts.ts';
import { useRestaurantCard } from '../../app/use-restaurant-card.ts';
import { useWidgetText, type WidgetText } from '../../app/widget-context.tsx';

/** The open days and seating times as the restaurant's settings have them (its card's hours). */
function diningNote(hours: RestaurantHours, { t, lang }: WidgetText): string {
  const days = openDaysText(hours.open_weekdays, lang);
  const span = seatingSpan(hours.seating_times);
  // Older servers' cards have no dinner length: the SPEC's 150 minutes.
  const length = diningLengthText(hours.dining_minutes ?? 150, lang);
  const seatings = span && (span.first === span.last ? t('notes.seatingOne', { time: span.first, length }) : t('notes.seatings', { ...span, length }));
  return [days && t('notes.openDays', { days }), seatings].filter(Boolean).join(lang === 'zh' ? '' : ' ');
}

/**
 * Dining notes, then the restaurant's own (also the terms modal), all from its card, so they wait for
 * it; the hold note only while seats are held. `inDialog`: the dialog's title names them, as a second
 * region and heading of that name would be announced twice (a duplicate landmark).
 */
export function ImportantNotes({ headingLevel = 3, inDialog = false, held = true }: { headingLevel?: 2 | 3; inDialog?: boolean; held?: boolean }) {
  const text = useWidgetText();
  const { t } = text;
  const { card } = useRestaurantCard();
  const own = cardTexts(card, text.lang);
  const ownNotes = (own.notes ?? '').split('\n').filter((line) => line.trim() !== '');
  const privateRoom = own.private_room;
  const dining = card && diningNote(card.hours, text);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const notes = (
    <ul>
      {dining && <li key="dining">{dining}</li>}
      {held && card && <li key="hold">{t('notes.hold', { count: card.booking_rules.hold_minutes })}</li>}
      {ownNotes.map((note, index) => (
        <li key={`note-${index}`}>{note}</li>
      ))}
      {card?.private_room && privateRoom && <li key="private-room">{privateRoom}</li>}
    </ul>
  );
  if (inDialog) return <div className="tb-notes">{notes}</div>;
  return (
    <section className="tb-notes" aria-label={t('notes.heading')}>
      <Heading>{t('notes.heading')}</Heading>
      {notes}
    </section>
  );
}

