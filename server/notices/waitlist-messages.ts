import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { visitDate } from './confirmation-messages.ts';
import { GLOSSARY, guestCount } from '../../api-client/rules/glossary.ts';
import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';

/** The seats held for a waiting guest: the time, the link to book them and when the hold lapses. */
export interface OfferedSeats {
  time: string;
  url: string;
  expiresAt: Date;
}

/**
 * Seats freed on an evening a guest waits for and now held for them, in their language, to the
 * contact they proved: the time, until when the seats are theirs, and the link that books them.
 */
export function waitlistMessage(
  entry: { booking_date: string; pax: number; channel: 'sms' | 'email'; contact: string; lang: 'en' | 'zh' },
  offer: OfferedSeats,
  restaurant: RestaurantSettings['restaurant'],
  leaveUrl: string,
): OutgoingMessage {
  const zh = entry.lang === 'zh';
  const words = GLOSSARY[entry.lang];
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const date = visitDate(entry.booking_date, entry.lang);
  const until = restaurantClock(offer.expiresAt).time;
  if (entry.channel === 'sms') {
    return {
      channel: 'sms',
      to: entry.contact,
      text: zh
        ? `【${name}】${date} ${offer.time} 有空位了，已为您保留${guestCount(entry.pax, 'zh')}至 ${until}（北京时间），请在此前完成${words.booking}：${offer.url} 退出候补：${leaveUrl}`
        : `[${name}] A table for ${guestCount(entry.pax, 'en')} is free on ${date} at ${offer.time}, held for you until ${until} (Shanghai time). Book it: ${offer.url} Leave the waitlist: ${leaveUrl}`,
      template: {
        name: 'waitlist_offer',
        params: { date: entry.booking_date, time: offer.time, pax: String(entry.pax), until, url: offer.url, leave_url: leaveUrl },
      },
    };
  }
  return {
    channel: 'email',
    to: entry.contact,
    subject: zh ? `${date} 有空位了，为您保留至 ${until} · ${name}` : `A table is held for you on ${date} until ${until} · ${name}`,
    text: [
      zh ? '您好：' : 'Dear guest,',
      '',
      zh
        ? `您在候补名单上等待的 ${date} 有空位了：${offer.time}，可容纳${guestCount(entry.pax, 'zh')}。`
        : `A table has freed up on ${date}, the evening you were waiting for: ${offer.time}, for ${guestCount(entry.pax, 'en')}.`,
      '',
      zh
        ? `座位为您保留至 ${until}（北京时间），其他客人在此之前无法预订。请点击下面的链接完成${words.booking}：`
        : `The seats are held for you until ${until} (Shanghai time): nobody else can book them before then. Book them here:`,
      offer.url,
      '',
      zh
        ? '如未在此之前完成，座位将让给候补名单上的下一位客人。如不再需要，请退出候补名单：'
        : 'After that, they go to the next guest on the waitlist. No longer interested? Leave the waitlist:',
      leaveUrl,
      '',
      name,
      zh ? `电话：${restaurant.phone}` : `Phone: ${restaurant.phone}`,
    ].join('\n'),
  };
}
