import { normaliseBookingCode } from '../../../api-client/rules/booking-code.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { staffResources, useStaffResource } from '../../app/console-data.tsx';
import type { StaffApi } from '../../app/staff-api.ts';
import { ErrorText } from '../../shared/error-text.tsx';
import { BookingDetail } from '../booking/booking-detail.tsx';
import { may } from '../../app/permissions.ts';
import { BookForGuest } from './book-for-guest.tsx';
import { BookList } from './book-list.tsx';
import { looksLikeCode, matchesSearch } from './book-search.ts';

type Span = 'day' | 'week';

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
  const book = useStaffResource(staffResources.book(api, span, date));
  const shown = (book.data ?? []).filter((entry) => entry.status !== 'hold' || !entry.expired).filter((entry) => matchesSearch(entry, search));
  const code = normaliseBookingCode(search) ?? '';
  const step = span === 'day' ? 1 : 7;

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
      {adding && (
        <BookForGuest
          api={api}
          date={date}
          onBooked={(code) => {
            setSearch(code);
            setLookup(code);
          }}
        />
      )}
      <div className="book-controls">
        <div className="date-stepper">
          <button type="button" aria-label={t(`book.previous_${span}`)} onClick={() => setDate(addDays(date, -step))}>
            ‹
          </button>
          <label>
            {t('book.date')}
            <input type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
          </label>
          <button type="button" aria-label={t(`book.next_${span}`)} onClick={() => setDate(addDays(date, step))}>
            ›
          </button>
        </div>
        <fieldset className="segmented">
          <legend className="visually-hidden">{t('book.span')}</legend>
          {(['day', 'week'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="span" value={value} checked={span === value} onChange={() => setSpan(value)} />
              {t(`book.${value}`)}
            </label>
          ))}
        </fieldset>
        <label className="book-search">
          {t('book.search')}
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setLookup(null);
            }}
          />
        </label>
      </div>
      {span === 'week' && <p className="muted">{t('book.week_of', { from: date, to: addDays(date, 6) })}</p>}
      {book.error ? (
        <ErrorText error={book.error} />
      ) : !book.data ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <BookList entries={shown} actions={(entry) => <BookingDetail api={api} me={me} code={entry.code} />} />
      )}
      {/* Offered once the list is in: while it loads, the code may be in it. */}
      {book.data && looksLikeCode(code) && !shown.some((entry) => entry.code === code) && (
        <div className="code-lookup">
          {lookup === code ? (
            <>
              <h2 className="book-row-heading">{t('book.looked_up', { code })}</h2>
              <BookingDetail api={api} me={me} code={code} />
            </>
          ) : (
            <button type="button" onClick={() => setLookup(code)}>
              {t('book.look_up', { code })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
