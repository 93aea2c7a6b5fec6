import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { formatMoney } from '../../api-client/rules/glossary.ts';
import { deadlineText, visitOf } from './facts.ts';
import { toGuest, type NoticeBooking } from './guest-notices.ts';
import { TEMPLATES } from './templates/tables.ts';

type Restaurant = RestaurantSettings['restaurant'];

export interface TopupLink {
  url: string;
  amountFen: number;
  /** The party the deposit paid for: the booking goes back to it if the link is not paid in time. */
  paxBefore: number;
  expiresAt: Date;
}

const visitParams = (booking: NoticeBooking) => ({ code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax) });

/** To a guest whose party staff made larger: the seats are taken; the link pays the extra guests' deposit. */
export function topupLinkNotice(booking: NoticeBooking, link: TopupLink, restaurant: Restaurant): OutgoingMessage[] {
  const amount = formatMoney(link.amountFen, 'CNY', booking.lang);
  const deadline = deadlineText(link.expiresAt, booking.lang);
  const notice = TEMPLATES[booking.lang].topupLink(visitOf(booking, restaurant), { url: link.url, amount, deadline, paxBefore: link.paxBefore });
  return toGuest(booking, notice, { name: 'topup_link', params: { ...visitParams(booking), amount, deadline, url: link.url } });
}

/** The link ran out unpaid: the booking is for the party its deposit paid for again. */
export function topupExpiredNotice(booking: NoticeBooking, paxAsked: number, restaurant: Restaurant): OutgoingMessage[] {
  const notice = TEMPLATES[booking.lang].topupExpired(visitOf(booking, restaurant), paxAsked);
  return toGuest(booking, notice, { name: 'topup_expired', params: visitParams(booking) });
}

/** The difference was paid: the larger party is confirmed. */
export function topupPaidNotice(booking: NoticeBooking, paid: { amountMinor: number; currency: 'CNY' | 'USD' }, restaurant: Restaurant): OutgoingMessage[] {
  const amount = formatMoney(paid.amountMinor, paid.currency, booking.lang);
  const notice = TEMPLATES[booking.lang].topupPaid(visitOf(booking, restaurant), amount);
  return toGuest(booking, notice, { name: 'topup_paid', params: { ...visitParams(booking), amount } });
}
