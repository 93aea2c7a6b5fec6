import { useState, type ReactNode } from 'react';
import { floorState } from '../tonight/party-card.tsx';
import { useTranslation } from 'react-i18next';
import { shownName } from '../../shared/guest-name.ts';
import { GuestWishes } from '../../shared/guest-wishes.tsx';

export interface BookEntry {
  id: number;
  date: string;
  code: string;
  timeslot: string;
  area: string;
  pax: number;
  seats?: string | null;
  status: string;
  arrived: boolean;
  expired: boolean;
  first_name: string | null;
  last_name: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  food: string;
  occasion: string;
}

/** The bookings found, by date and time; one opens to show everything about it. */
export function BookList({ entries, actions, onOpen }: { entries: BookEntry[]; actions?: (entry: BookEntry) => ReactNode; onOpen?(code: string | null): void }) {
  const { t } = useTranslation();
  const [open, setOpenHere] = useState<string | null>(null);
  const setOpen = (code: string | null) => {
    setOpenHere(code);
    onOpen?.(code);
  };
  if (entries.length === 0) return <p>{t('book.none')}</p>;
  return (
    <ul className="book-list">
      {entries.map((entry) => {
        const name = shownName(entry, t('tonight.guest'));
        const isOpen = open === entry.code;
        return (
          <li key={entry.code} className="book-entry">
            {/* A heading around the row (the accordion pattern) puts the opened booking's sections under it. */}
            <h2 className="book-row-heading">
              <button
                type="button"
                className="book-row"
                aria-expanded={isOpen}
                aria-controls={isOpen ? `detail-${entry.code}` : undefined}
                onClick={() => setOpen(isOpen ? null : entry.code)}
              >
                <span>{entry.date} {entry.timeslot}</span>
                <span className="party-code">{entry.code}</span>
                <span>{name}</span>
                <span>{t('tonight.guests', { count: entry.pax })}</span>
                {entry.seats && <span className="party-seat-numbers">{t('floor.seats.label', { seats: entry.seats })}</span>}
                <span className={`party-status status-${floorState(entry)}`}>{t(`tonight.status.${floorState(entry)}`, { defaultValue: entry.status })}</span>
              </button>
            </h2>
            {isOpen && (
              <div className="book-detail" id={`detail-${entry.code}`}>
                {/* The booking's own facts, when they follow, show the wishes: the list shows them otherwise. */}
                {actions ? null : (
                  <dl>
                    <GuestWishes food={entry.food} occasion={entry.occasion} notes={entry.notes} />
                  </dl>
                )}
                {actions?.(entry)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
