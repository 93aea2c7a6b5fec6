import { useTranslation } from 'react-i18next';
import { BOOK_FILTERS, coversOf, type BookFilter } from './book-filter.ts';

/** Which bookings the Book lists by their state; cancelled ones only when asked for. */
export function BookStatusFilter({ filter, onFilter }: { filter: BookFilter; onFilter(filter: BookFilter): void }) {
  const { t } = useTranslation();
  return (
    <label>
      {t('book.status_filter')}
      <select value={filter} onChange={(event) => onFilter(event.target.value as BookFilter)}>
        {BOOK_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`book.filter.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** How many bookings and covers are listed, said again as the list changes. */
export function BookTotals({ entries }: { entries: ReadonlyArray<{ pax: number }> }) {
  const { t } = useTranslation();
  return (
    <p className="book-totals" aria-live="polite">
      {t('book.totals', { bookings: t('book.bookings', { count: entries.length }), covers: t('book.covers', { count: coversOf(entries) }) })}
    </p>
  );
}
