import { useWidgetText } from '../../app/widget-context.tsx';

const NOTES = ['dining', 'hold', 'cancellation', 'seating', 'allergies', 'wine', 'menu'] as const;

/** Dining notes, cancellation policy, seating, wine and menu reminders (also the terms modal). */
export function ImportantNotes({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useWidgetText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="tb-notes" aria-label={t('notes.heading')}>
      <Heading>{t('notes.heading')}</Heading>
      <ul>
        {NOTES.map((note) => (
          <li key={note}>{t(`notes.${note}`)}</li>
        ))}
      </ul>
    </section>
  );
}
