import { useBookingRules } from '../../app/use-booking-rules.ts';
import { useWidgetText } from '../../app/widget-context.tsx';

const NOTES = ['dining', 'hold', 'cancellation', 'seating', 'allergies', 'wine', 'menu'] as const;

/**
 * Dining notes, cancellation policy, seating, wine and menu reminders (also the terms modal). The
 * hold note states the restaurant's hold_minutes (its card's booking rules); it waits for them.
 * In a dialog titled with the notes' heading (`inDialog`), the dialog names them: a second region
 * and heading of the same name would be announced twice (and is a duplicate landmark).
 */
export function ImportantNotes({ headingLevel = 3, inDialog = false }: { headingLevel?: 2 | 3; inDialog?: boolean }) {
  const { t } = useWidgetText();
  const { rules } = useBookingRules();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const notes = (
    <ul>
      {NOTES.map((note) =>
        note === 'hold' ? rules && <li key={note}>{t('notes.hold', { count: rules.hold_minutes })}</li> : <li key={note}>{t(`notes.${note}`)}</li>,
      )}
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
