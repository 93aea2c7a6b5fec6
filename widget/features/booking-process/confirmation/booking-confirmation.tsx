import type { Booking } from '../../../../api-client/contract/booking.ts';
import { depositFen } from '../../../../api-client/rules/deposit.ts';
import { guestName } from '../../../../api-client/rules/guest-name.ts';
import { diningLengthText } from '../../../../api-client/rules/dining-length.ts';
import { useRestaurantCard } from '../../../app/use-restaurant-card.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';
import { formatTimeslot, formatVisitDate } from '../../../rules/formats.ts';
import { formatRmb, formatUsd } from '../../../rules/money.ts';
import { SummaryList, type SummaryRow } from '../../../components/summary-list.tsx';
import { PaidMessage } from '../paid-message.tsx';
import { AddToCalendar, useVisitEvent } from './add-to-calendar.tsx';
import { ReachUs } from './reach-us.tsx';
import { InviteParty } from '../../my-bookings/invite-party.tsx';

/**
 * After the deposit is paid: the success message, then what a guest keeps from a confirmation: the
 * booking code, the summary, the visit for their calendar, what happens next, how to reach us.
 */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  const { card } = useRestaurantCard();
  const { t, lang } = useWidgetText();
  const time = formatTimeslot(booking.seating.timeslot.name);
  const event = useVisitEvent({ code: booking.code, date: booking.booking_date, time: booking.seating.timeslot.name, pax: booking.pax, revision: booking.revision });
  const rows: SummaryRow[] = [
    [t('review.date'), formatVisitDate(booking.booking_date, lang), 'words'],
    [t('review.time'), time, 'one-line'],
    [t('review.guests'), String(booking.pax)],
    ...(booking.customer ? [[t('confirmation.name'), guestName(booking.customer.first_name, booking.customer.last_name)] as const] : []),
    [t('confirmation.deposit'), formatRmb(depositFen(booking.price_fen, booking.pax), lang), 'one-line'],
    // PayPal charged the deposit in US dollars: say what left the guest's account.
    ...(booking.deposit_paid?.currency === 'USD'
      ? [[t('confirmation.charged'), t('confirmation.chargedPaypal', { amount: formatUsd(booking.deposit_paid.amount, lang) })] as const]
      : []),
  ];

  return (
    <div className="tb-confirmation">
      <PaidMessage channels={booking.confirmation_channels} />
      <div className="tb-confirmation__grid">
        <section className="tb-confirmation__card" aria-labelledby="tb-confirmation-summary">
          <h3 id="tb-confirmation-summary">{t('confirmation.summary')}</h3>
          {/* One identifier, the one the e-mail, the SMS and My bookings give. */}
          <p className="tb-hint">{t('confirmation.code')}</p>
          <p className="tb-confirmation__code">{booking.code}</p>
          <SummaryList rows={rows} />
        </section>
        <div className="tb-confirmation__card">
          <AddToCalendar event={event} />
          {booking.status.name === 'pending' && <InviteParty code={booking.code} />}
          <section aria-labelledby="tb-confirmation-next">
            <h3 id="tb-confirmation-next">{t('confirmation.next')}</h3>
            <ol className="tb-next">
              <li>{t('confirmation.nextConfirmation')}</li>
              <li>{t('confirmation.nextReminder', { hours: card?.hours.allergy_notice_hours ?? 48 })}</li>
              <li>{t('confirmation.nextArrive', { time, length: diningLengthText(card?.hours.dining_minutes ?? 150, lang) })}</li>
              <li>{t('confirmation.nextChange')}</li>
            </ol>
          </section>
        </div>
        <ReachUs address={event.location} />
      </div>
    </div>
  );
}
