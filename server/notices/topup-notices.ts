import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { visitDate } from './confirmation-messages.ts';
import { formatMoney, GLOSSARY, guestCount } from '../../api-client/rules/glossary.ts';
import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';
import { details, greeting, signature, toGuest, type NoticeBooking } from './guest-notices.ts';

type Restaurant = RestaurantSettings['restaurant'];

export interface TopupLink {
  url: string;
  amountFen: number;
  /** The party the deposit paid for: the booking goes back to it if the link is not paid in time. */
  paxBefore: number;
  expiresAt: Date;
}

const deadlineText = (at: Date, lang: 'en' | 'zh') => {
  const until = restaurantClock(at);
  return `${visitDate(until.date, lang)} ${until.time}`;
};

/** To a guest whose party staff made larger: the seats are taken; the link pays the extra guests' deposit. */
export function topupLinkNotice(booking: NoticeBooking, link: TopupLink, restaurant: Restaurant): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  const amount = formatMoney(link.amountFen, 'CNY', booking.lang);
  const deadline = deadlineText(link.expiresAt, booking.lang);
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  return toGuest(
    booking,
    {
      subject: zh ? `请支付新增人数的订金 ${amount} · ${booking.code}` : `Pay ${amount} for your larger party · ${booking.code}`,
      lines: [
        greeting(booking),
        '',
        zh
          ? `您的${words.booking}已由${guestCount(link.paxBefore, 'zh')}改为${guestCount(booking.pax, 'zh')}，座位已为您保留。请在 ${deadline}（北京时间）前支付新增人数的订金 ${amount}：`
          : `Your booking is now for ${guestCount(booking.pax, 'en')} instead of ${link.paxBefore}, and the seats are held for you. Please pay the deposit of ${amount} for the extra guests by ${deadline} (China time):`,
        link.url,
        '',
        ...details(booking),
        '',
        zh
          ? `逾期未付，${words.booking}将恢复为${guestCount(link.paxBefore, 'zh')}，已付订金不受影响。`
          : `Unpaid by then, the booking goes back to ${guestCount(link.paxBefore, 'en')}; the deposit you paid is unaffected.`,
        '',
        ...signature(restaurant, booking.lang),
      ],
    },
    {
      text: zh
        ? `【${name}】您${date} ${booking.timeslot}的预订已改为${guestCount(booking.pax, 'zh')}。请于${deadline}前支付新增订金${amount}：${link.url}`
        : `[${name}] Your booking on ${date} ${booking.timeslot} is now for ${guestCount(booking.pax, 'en')}. Pay ${amount} for the extra guests by ${deadline}: ${link.url}`,
      template: {
        name: 'topup_link',
        params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax), amount, deadline, url: link.url },
      },
    },
  );
}

/** The link ran out unpaid: the booking is for the party its deposit paid for again. */
export function topupExpiredNotice(booking: NoticeBooking, paxAsked: number, restaurant: Restaurant): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const said = zh
    ? `新增人数的订金未在期限内支付，您的${words.booking}已恢复为${guestCount(booking.pax, 'zh')}（而非${guestCount(paxAsked, 'zh')}）。如仍需增加人数，请联系我们。`
    : `The deposit for the extra guests was not paid in time, so your booking is for ${guestCount(booking.pax, 'en')} again (not ${paxAsked}). Please contact us if you still need the larger table.`;
  return toGuest(
    booking,
    {
      subject: zh ? `${words.booking}恢复为${guestCount(booking.pax, 'zh')} · ${booking.code}` : `Your booking is for ${guestCount(booking.pax, 'en')} again · ${booking.code}`,
      lines: [greeting(booking), '', said, '', ...details(booking), '', ...signature(restaurant, booking.lang)],
    },
    {
      text: zh
        ? `【${name}】新增订金未按时支付，您${date} ${booking.timeslot}的预订恢复为${guestCount(booking.pax, 'zh')}。`
        : `[${name}] The extra deposit was not paid in time: your booking on ${date} ${booking.timeslot} is for ${guestCount(booking.pax, 'en')} again.`,
      template: { name: 'topup_expired', params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax) } },
    },
  );
}

/** The difference was paid: the larger party is confirmed. */
export function topupPaidNotice(booking: NoticeBooking, paid: { amountMinor: number; currency: 'CNY' | 'USD' }, restaurant: Restaurant): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  const amount = formatMoney(paid.amountMinor, paid.currency, booking.lang);
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  return toGuest(
    booking,
    {
      subject: zh ? `已收到订金 ${amount}，${guestCount(booking.pax, 'zh')}已确认 · ${booking.code}` : `Payment received: ${guestCount(booking.pax, 'en')} confirmed · ${booking.code}`,
      lines: [
        greeting(booking),
        '',
        zh ? `我们已收到您支付的订金 ${amount}，您的${words.booking}（${guestCount(booking.pax, 'zh')}）已确认。` : `We received your deposit of ${amount}: your booking for ${guestCount(booking.pax, 'en')} is confirmed.`,
        '',
        ...details(booking),
        '',
        ...signature(restaurant, booking.lang),
      ],
    },
    {
      text: zh
        ? `【${name}】已收到订金${amount}，您${date} ${booking.timeslot}的预订（${guestCount(booking.pax, 'zh')}）已确认。`
        : `[${name}] Deposit of ${amount} received: your booking on ${date} ${booking.timeslot} for ${guestCount(booking.pax, 'en')} is confirmed.`,
      template: {
        name: 'topup_paid',
        params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax), amount },
      },
    },
  );
}
