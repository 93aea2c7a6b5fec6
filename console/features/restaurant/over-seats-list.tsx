import { useTranslation } from 'react-i18next';
import type { BookingOnEvening, EveningKeptOver, EveningOverSeats } from '../../../api-client/contract/common.ts';

/**
 * The evenings a change of seats or of the dinner's length would put (or kept) over their seats,
 * each with by how much and, when refused, its bookings, so staff can decide before keeping them.
 */
export function OverSeatsList({ evenings, nameArea = (code) => code }: { evenings: Array<EveningOverSeats | EveningKeptOver>; nameArea?(code: string): string }) {
  const { t } = useTranslation();
  return (
    <ul className="detail-list">
      {evenings.map((evening) => (
        <li key={`${evening.date} ${evening.area}`}>
          {t('restaurant.over_evening', { date: evening.date, area: nameArea(evening.area), guests: evening.guests, seats: evening.seats, over: evening.over })}
          {'bookings' in evening && <BookingLines bookings={evening.bookings} />}
        </li>
      ))}
    </ul>
  );
}

/** A refused change's evenings over their seats, and the box that keeps their bookings on the next save. */
export function KeepOverChoice({ evenings, keep, onKeep, nameArea }: { evenings: EveningOverSeats[]; keep: boolean; onKeep(keep: boolean): void; nameArea?(code: string): string }) {
  const { t } = useTranslation();
  return (
    <>
      <OverSeatsList evenings={evenings} nameArea={nameArea} />
      <label className="inline-choice">
        <input type="checkbox" checked={keep} onChange={(event) => onKeep(event.target.checked)} />
        {t('restaurant.keep_over')}
      </label>
    </>
  );
}

/** A saved change, with the evenings it kept over their seats, if any. */
export function SavedOver({ evenings, nameArea }: { evenings: EveningKeptOver[]; nameArea?(code: string): string }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <p>{evenings.length > 0 ? t('restaurant.saved_over') : t('restaurant.saved')}</p>
      {evenings.length > 0 && <OverSeatsList evenings={evenings} nameArea={nameArea} />}
    </div>
  );
}

/** Bookings on an evening a change would close or overfill: time, party, guest, contact, code, paid or held. */
export function BookingLines({ bookings }: { bookings: BookingOnEvening[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {bookings.map((booking) => (
        <li key={booking.code}>
          {[booking.time, t('restaurant.over_party', { count: booking.pax }), booking.guest, booking.contact, booking.code].filter(Boolean).join(' · ')}{' '}
          ({t(booking.status === 'hold' ? 'restaurant.over_held' : 'restaurant.over_confirmed')})
        </li>
      ))}
    </ul>
  );
}
