import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { visitDate } from './confirmation-messages.ts';
import { formatMoney, GLOSSARY, guestCount } from '../../api-client/rules/glossary.ts';
import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';
import { details, greeting, signature, toGuest, type NoticeBooking } from './guest-notices.ts';

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
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  const deposit = formatMoney(link.depositFen, 'CNY', booking.lang);
  const until = restaurantClock(link.expiresAt);
  const deadline = `${visitDate(until.date, booking.lang)} ${until.time}`;
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const ask = zh
    ? `我们已为您保留座位，请在 ${deadline}（北京时间）前支付订金 ${deposit} 以确认${words.booking}：`
    : `We are holding your table. Please pay the deposit of ${deposit} by ${deadline} (China time) to confirm it:`;
  return toGuest(
    booking,
    {
      subject: zh ? `请支付订金以确认${words.booking} ${date} ${booking.timeslot} · ${booking.code}` : `Pay the deposit to confirm: ${date}, ${booking.timeslot} · ${booking.code}`,
      lines: [
        greeting(booking),
        '',
        ask,
        link.url,
        '',
        ...details(booking),
        '',
        zh ? '订金将在结账时从账单中扣除。逾期未付，座位将被释放。' : 'The deposit is deducted from your final bill. Unpaid by then, the table is released.',
        '',
        ...signature(restaurant, booking.lang),
      ],
    },
    {
      text: zh
        ? `【${name}】已为您保留${date} ${booking.timeslot}，${guestCount(booking.pax, 'zh')}。请于${deadline}前支付订金${deposit}：${link.url}`
        : `[${name}] Table held: ${date} ${booking.timeslot}, ${guestCount(booking.pax, 'en')}. Pay the deposit of ${deposit} by ${deadline}: ${link.url}`,
      template: {
        name: 'pay_link',
        params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax), deposit, deadline, url: link.url },
      },
    },
  );
}
