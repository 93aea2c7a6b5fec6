import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../api-client/rules/restaurant-date.ts';

/** How much of the book is shown at once. */
export type Span = 'day' | 'week';

/** Which day or week of the book is shown, stepped a span at a time, what else narrows it, and the search within it. */
export function BookControls({
  date,
  span,
  search,
  onDate,
  onSpan,
  onSearch,
  children,
}: {
  date: string;
  span: Span;
  search: string;
  onDate(date: string): void;
  onSpan(span: Span): void;
  onSearch(search: string): void;
  /** Further choices of what is listed (the status filter). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const step = span === 'day' ? 1 : 7;
  return (
    <div className="book-controls">
      <div className="date-stepper">
        <button type="button" aria-label={t(`book.previous_${span}`)} onClick={() => onDate(addDays(date, -step))}>
          ‹
        </button>
        <label>
          {t('book.date')}
          <input type="date" value={date} onChange={(event) => event.target.value && onDate(event.target.value)} />
        </label>
        <button type="button" aria-label={t(`book.next_${span}`)} onClick={() => onDate(addDays(date, step))}>
          ›
        </button>
      </div>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('book.span')}</legend>
        {(['day', 'week'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="span" value={value} checked={span === value} onChange={() => onSpan(value)} />
            {t(`book.${value}`)}
          </label>
        ))}
      </fieldset>
      {children}
      <label className="book-search">
        {t('book.search')}
        <input type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      </label>
    </div>
  );
}
