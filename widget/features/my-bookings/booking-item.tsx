import { useId, useState } from 'react';
import type { ListedBooking } from '../../../api-client/contract/my-bookings.ts';
import { mayRequestChange } from '../../../api-client/rules/change-request.ts';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { useBookingRules } from '../../app/use-booking-rules.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { formatTimeslot, formatVisitDate } from '../../rules/formats.ts';
import { BookingDetails } from './booking-details.tsx';
import { RequestForm } from './request-form.tsx';
import { ComingButton } from './coming-button.tsx';
import { InviteParty } from './invite-party.tsx';
import { AddToCalendar, useVisitEvent } from '../booking-process/confirmation/add-to-calendar.tsx';

/** One booking: status badge (text, not only colour), date, party size, time, details, requests. */
export function BookingItem({ booking }: { booking: ListedBooking }) {
  const { now } = useWidget();
  const { t, lang } = useWidgetText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<'change' | 'cancel' | null>(null);
  const [sent, setSent] = useState(false);
  const { rules } = useBookingRules();
  const status = booking.status.name;
  // The server's can_request, checked again against today (a list left open overnight) with the
  // restaurant's change_cancel_min_days; no buttons until those are known.
  const allowed =
    booking.can_request &&
    !booking.open_request &&
    rules !== undefined &&
    mayRequestChange({ status, booking_date: booking.booking_date }, restaurantToday(now()), rules.change_cancel_min_days);
  // Upcoming: paid and not yet past (the server refuses a visit already over).
  const upcoming = status === 'pending' && booking.booking_date >= restaurantToday(now());
  const event = useVisitEvent({ code: booking.code, date: booking.booking_date, time: booking.seating.timeslot.name, pax: booking.pax, revision: booking.revision });

  return (
    <li className="tb-booking-item" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="tb-booking-item__title">
        <span className={`tb-badge tb-badge--${status}`}>{t(`myBookings.status.${status}`)}</span>{' '}
        {formatVisitDate(booking.booking_date, lang)} · {t('myBookings.summary', { count: booking.pax, time: formatTimeslot(booking.seating.timeslot.name) })}
      </p>
      <p className="tb-hint">
        {t('confirmation.code')} <span className="tb-booking-item__code">{booking.code}</span>
      </p>
      <button type="button" className="tb-button tb-button--quiet" aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen(!open)}>
        {open ? t('myBookings.hideDetails') : t('myBookings.showDetails')}
      </button>
      {open && <BookingDetails booking={booking} id={`${id}-details`} />}
      {open && upcoming && <AddToCalendar event={event} headingId={`${id}-calendar`} />}
      {upcoming && <ComingButton booking={booking} />}
      {upcoming && <InviteParty code={booking.code} />}
      {sent ? (
        <p className="tb-success" role="status">
          {t('myBookings.thanks')}
        </p>
      ) : booking.open_request ? (
        <p className="tb-hint">{t(`myBookings.openRequest.${booking.open_request}`)}</p>
      ) : status === 'pending' && rules && !allowed ? (
        <p className="tb-hint">{t('myBookings.tooLate', { count: rules.change_cancel_min_days })}</p>
      ) : (
        allowed && (
          <div className="tb-request-buttons">
            <button type="button" className="tb-button" aria-pressed={request === 'change'} onClick={() => setRequest('change')}>
              {t('myBookings.change')}
            </button>
            <button type="button" className="tb-button" aria-pressed={request === 'cancel'} onClick={() => setRequest('cancel')}>
              {t('myBookings.cancel')}
            </button>
          </div>
        )
      )}
      {request && !sent && <RequestForm bookingId={booking.id} type={request} onClose={() => setRequest(null)} onSent={() => setSent(true)} />}
    </li>
  );
}
