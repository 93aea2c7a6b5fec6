/**
 * A summary row: label, value, and `'one-line'` for a value that reads wrong when broken (a date,
 * a time, a phone number, an amount). Free text (names, notes, e-mails) wraps as text does.
 */
export type SummaryRow = readonly [label: string, value: string, keep?: 'one-line'];

/** A label/value summary of a booking (the review and the confirmation): one row per pair. */
export function SummaryList({ rows }: { rows: ReadonlyArray<SummaryRow> }) {
  return (
    <dl className="tb-review">
      {rows.map(([label, value, keep]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={keep === 'one-line' ? 'tb-one-line' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
