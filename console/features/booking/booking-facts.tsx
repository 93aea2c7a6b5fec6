import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../../../api-client/contract/staff-actions.ts';
import { floorState } from '../tonight/party-card.tsx';
import { MoneyFacts } from './money-facts.tsx';
import { GuestWishes } from '../../shared/guest-wishes.tsx';
import { GuestTags } from '../../shared/guest-tags.tsx';

/** What a booking is: its code, when and for how many, where it stands, who and how to reach them, their wishes, and its money. */
export function BookingFacts({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation();
  return (
    <dl className="detail-facts">
      <dt>{t('book.code')}</dt>
      <dd className="party-code">{booking.code}</dd>
      <dt>{t('book.when')}</dt>
      <dd>{t('book.when_value', { date: booking.date, time: booking.time, pax: t('tonight.guests', { count: booking.pax }) })}</dd>
      <dt>{t('book.status')}</dt>
      <dd>
        {t(`tonight.status.${floorState(booking)}`, { defaultValue: booking.status })}
        {booking.visit_confirmed_at && ` · ${t('tonight.confirmed_coming')}`}
      </dd>
      <dt>{t('book.guest')}</dt>
      <dd>
        {booking.guest || t('tonight.guest')} <GuestTags tags={booking.guest_tags} />
      </dd>
      <dt>{t('book.contact')}</dt>
      <dd>{[booking.phone, booking.email].filter(Boolean).join(' · ') || '—'}</dd>
      <GuestWishes food={booking.food} occasion={booking.occasion} notes={booking.notes} />
      <MoneyFacts booking={booking} />
    </dl>
  );
}
