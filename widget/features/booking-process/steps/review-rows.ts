import type { Booking } from '../../../../api-client/contract/booking.ts';
import { phoneForDisplay } from '../../../../api-client/rules/china-mobile.ts';
import { guestName } from '../../../../api-client/rules/guest-name.ts';
import type { WidgetText } from '../../../app/widget-context.tsx';
import type { SummaryRow } from '../../../components/summary-list.tsx';
import { formatTimeslot, formatVisitDate } from '../../../rules/formats.ts';
import { choicesText, FOOD_CHOICES, OCCASION_CHOICES } from '../../../rules/requests.ts';

/** Step 4's summary: everything the guest entered, the seating, and the deposit (already in words). */
export function reviewRows(booking: Booking, deposit: string, { t, lang }: WidgetText): SummaryRow[] {
  const customer = booking.customer;
  const dash = t('common.dash');
  const choice = (item: string) => t(`requests.choice.${item}`);
  return [
    [t('review.code'), booking.code, 'one-line'],
    [t('review.salutation'), customer?.gender ? t(customer.gender === 'F' ? 'customer.ms' : 'customer.mr') : dash],
    [t('review.name'), customer ? guestName(customer.first_name, customer.last_name) : dash],
    [t('review.phone'), booking.phone ? phoneForDisplay(booking.country, booking.phone) : dash, 'one-line'],
    [t('review.email'), booking.email || dash],
    [t('review.notes'), booking.notes || dash],
    [t('review.food'), choicesText(booking.food, FOOD_CHOICES, choice, lang) || dash],
    [t('review.occasion'), choicesText(booking.occasion, OCCASION_CHOICES, choice, lang) || dash],
    [t('review.date'), formatVisitDate(booking.booking_date, lang), 'words'],
    [t('review.time'), formatTimeslot(booking.seating.timeslot.name), 'one-line'],
    [t('review.guests'), String(booking.pax)],
    [t('review.deposit'), deposit, 'one-line'],
  ];
}
