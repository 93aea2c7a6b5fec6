import type { RestaurantHours } from '../../../api-client/contract/content.ts';
import { openDaysText, seatingSpan } from '../../../api-client/rules/opening-days.ts';
import { useRestaurantCard } from '../../app/use-restaurant-card.ts';
import { useWidgetText, type WidgetText } from '../../app/widget-context.tsx';

/** The open days and seating times as the restaurant's settings have them (its card's hours). */
function diningNote(hours: RestaurantHours, { t, lang }: WidgetText): string {
  const days = openDaysText(hours.open_weekdays, lang);
  const span = seatingSpan(hours.seating_times);
  const seatings = span && (span.first === span.last ? t('notes.seatingOne', { time: span.first }) : t('notes.seatings', span));
  return [days && t('notes.openDays', { days }), seatings].filter(Boolean).join(lang === 'zh' ? '' : ' ');
}

const FIXED_NOTES = ['allergies', 'wine', 'menu'] as const;

/**
 * Dining notes, cancellation policy, seating, wine and menu reminders (also the terms modal). The
 * open days, seating times, hold minutes and the private room's terms are the restaurant's
 * settings, from its card: those notes wait for it. The hold note is for seats still held (`held`); once paid they are booked.
 * In a dialog titled with the notes' heading (`inDialog`), the dialog names them: a second region
 * and heading of the same name would be announced twice (and is a duplicate landmark).
 */
export function ImportantNotes({ headingLevel = 3, inDialog = false, held = true }: { headingLevel?: 2 | 3; inDialog?: boolean; held?: boolean }) {
  const text = useWidgetText();
  const { t } = text;
  const { card } = useRestaurantCard();
  const dining = card && diningNote(card.hours, text);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const notes = (
    <ul>
      {dining && <li key="dining">{dining}</li>}
      {held && card && <li key="hold">{t('notes.hold', { count: card.booking_rules.hold_minutes })}</li>}
      <li key="cancellation">{t('notes.cancellation')}</li>
      {card?.private_room && (
        <li key="private-room">{t('notes.privateRoom', { minParty: card.private_room.min_party, count: card.private_room.notice_working_days })}</li>
      )}
      {FIXED_NOTES.map((note) => (
        <li key={note}>{t(`notes.${note}`)}</li>
      ))}
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

