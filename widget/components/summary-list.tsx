/**
 * A summary row: label, value, and how it may break: `'one-line'` never (a time, a phone number, an
 * amount), `'words'` only between words (a date in words, on a narrow phone). Free text wraps as text does.
 */
export type SummaryRow = readonly [label: string, value: string, keep?: 'one-line' | 'words'];

/** A label/value summary of a booking (the review and the confirmation): one row per pair. */
export function SummaryList({ rows }: { rows: ReadonlyArray<SummaryRow> }) {
  return (
    <dl className="tb-review">
      {rows.map(([label, value, keep]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={keep ? `tb-${keep}` : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
