import { normaliseBookingCode } from '../../../api-client/rules/booking-code.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { BookingDetail } from '../booking/booking-detail.tsx';
import { may, mayWaiveDeposit } from '../../app/permissions.ts';
import { BookControls, type Span } from './book-controls.tsx';
import { BookForGuest } from './book-for-guest.tsx';
import { shownUnder, type BookFilter } from './book-filter.ts';
import { BookList } from './book-list.tsx';
import { BookStatusFilter, BookTotals } from './book-status-filter.tsx';
import { looksLikeCode, matchesSearch } from './book-search.ts';
import { CodeLookup } from './code-lookup.tsx';

/**
 * Any day or week of bookings, searchable, updating itself as bookings change; a booking opens in
 * place with what the role may do to it. A whole booking code is looked up on any date.
 */
export function BookScreen({ api, me }: { api: StaffApi; me: StaffMe }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => restaurantToday(new Date()));
  const [span, setSpan] = useState<Span>('day');
  const [search, setSearch] = useState('');
  const [lookup, setLookup] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState<BookFilter>('booked');
  // The booking opened stays listed when an action takes it out of the filter (a cancel), until it is closed.
  const [opened, setOpened] = useState<string | null>(null);
  const book = useStaffResource(staffResources.book(api, span, date));
  const shown = (book.data ?? [])
    .filter((entry) => entry.status !== 'hold' || !entry.expired)
    .filter((entry) => matchesSearch(entry, search) && (shownUnder(entry, filter) || entry.code === opened));
  const code = normaliseBookingCode(search) ?? '';
  const lookUp = (code: string) => {
    setSearch(code);
    setLookup(code);
  };
  const searchFor = (typed: string) => {
    setSearch(typed);
    setLookup(null);
  };

  return (
    <section aria-labelledby="book-heading">
      <div className="screen-head">
        <h1 id="book-heading">{t('book.heading')}</h1>
        {may(me.role, 'admin_book_for_guest') && (
          <button type="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
            {t('new_booking.open')}
          </button>
        )}
      </div>
      {adding && <BookForGuest api={api} date={date} mayWaive={mayWaiveDeposit(me.role)} onBooked={lookUp} />}
      <BookControls date={date} span={span} search={search} onDate={setDate} onSpan={setSpan} onSearch={searchFor}>
        <BookStatusFilter filter={filter} onFilter={setFilter} />
      </BookControls>
      {span === 'week' && <p className="muted">{t('book.week_of', { from: date, to: addDays(date, 6) })}</p>}
      {book.error ? (
        <ErrorText error={book.error} />
      ) : !book.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <>
          <BookTotals entries={shown} />
          <BookList entries={shown} onOpen={setOpened} actions={(entry) => <BookingDetail api={api} me={me} code={entry.code} />} />
        </>
      )}
      {/* Offered once the list is in: while it loads, the code may be in it. */}
      {book.data && looksLikeCode(code) && !shown.some((entry) => entry.code === code) && (
        <CodeLookup api={api} me={me} code={code} lookedUp={lookup === code} onLookUp={() => setLookup(code)} />
      )}
    </section>
  );
}
