import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { formatMoney } from '../../api-client/rules/glossary.ts';
import { deadlineText, visitOf } from './facts.ts';
import { toGuest, type NoticeBooking } from './guest-notices.ts';
import { TEMPLATES } from './templates/tables.ts';

export interface PayLink {
  url: string;
  depositFen: number;
  /** The seats are held until then; unpaid, they are free again. */
  expiresAt: Date;
}

/**
 * To a guest booked by staff with a deposit to pay: the table is held, and the link pays the
 * deposit; the usual confirmation follows the payment. In the guest's language.
 */
export function payLinkNotice(booking: NoticeBooking, link: PayLink, restaurant: RestaurantSettings['restaurant']): OutgoingMessage[] {
  const deposit = formatMoney(link.depositFen, 'CNY', booking.lang);
  const deadline = deadlineText(link.expiresAt, booking.lang);
  const notice = TEMPLATES[booking.lang].payLink(visitOf(booking, restaurant), { url: link.url, deposit, deadline });
  return toGuest(booking, notice, {
    name: 'pay_link',
    params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax), deposit, deadline, url: link.url },
  });
}
