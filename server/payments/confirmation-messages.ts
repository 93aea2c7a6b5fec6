import type { OutgoingMessage } from '../messaging/messenger.ts';
import { calendarInvite } from '../messaging/calendar-invite.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { displayMoney, type Currency } from './amounts.ts';
import { formatMoney, GLOSSARY, guestCount } from '../../api-client/rules/glossary.ts';
import { monthName, weekdayName } from '../../api-client/rules/date-names.ts';
import { restaurantInstant, toUtc } from '../../api-client/rules/restaurant-date.ts';
import { addressedName } from '../../api-client/rules/guest-name.ts';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';

/**
 * The confirmation the guest receives once the deposit is paid: an e-mail with a calendar file
 * and an SMS, in the guest's language, with what they need on the night (date, time, guests,
 * deposit, booking code, the restaurant's phone and address).
 */
export interface ConfirmedBooking {
  code: string;
  lang: 'en' | 'zh';
  booking_date: string;
  /** 'HH:mm' */
  timeslot: string;
  pax: number;
  depositFen: number;
  paid: { method: string; amountMinor: number; currency: Currency };
  gender: 'M' | 'F' | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** '86 13800138000' */
  phone: string | null;
}

const METHOD_NAMES: Record<string, { en: string; zh: string }> = {
  wechat: { en: 'WeChat Pay', zh: '微信支付' },
  alipay: { en: 'Alipay', zh: '支付宝' },
  paypal: { en: 'PayPal', zh: 'PayPal' },
};
/** Dining lasts about two and a half hours (SPEC §9). */
const DINING_MINUTES = 150;

/** 'Wednesday 10 Jun 2026' / '2026年6月10日 星期三', from the restaurant date itself (no time zone). */
export function visitDate(date: string, lang: 'en' | 'zh'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnight = toUtc(date);
  return lang === 'zh'
    ? `${year}年${month}月${day}日 ${weekdayName(midnight, 'zh')}`
    : `${weekdayName(midnight, 'en')} ${day} ${monthName(midnight, 'en', 'short')} ${year}`;
}

function greeting(booking: ConfirmedBooking): string {
  // The one house rule for names (api-client/rules/guest-name.ts): 李伟女士, Ms Anna Schmidt.
  const name = addressedName(booking, booking.lang);
  if (booking.lang === 'zh') return name ? `尊敬的${name}：` : '您好：';
  return name ? `Dear ${name},` : 'Dear guest,';
}

function depositLine(booking: ConfirmedBooking): string {
  // Money as the glossary writes it in the guest's language, like the widget's review.
  const deposit = formatMoney(booking.depositFen, 'CNY', booking.lang);
  const method = METHOD_NAMES[booking.paid.method]?.[booking.lang] ?? booking.paid.method;
  const paid = booking.paid.currency === 'USD' ? ` = ${formatMoney(booking.paid.amountMinor, 'USD', booking.lang)}` : '';
  return booking.lang === 'zh' ? `${deposit}${paid}（${method}，已支付）` : `${deposit}${paid} (paid by ${method})`;
}

export function confirmationMessages(
  booking: ConfirmedBooking,
  restaurant: RestaurantSettings['restaurant'],
  options: { now: Date; host: string },
): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const address = zh ? restaurant.address_zh : restaurant.address_en;
  const date = visitDate(booking.booking_date, booking.lang);
  const deposit = depositLine(booking);
  const details = zh
    ? [`日期：${date}`, `时间：${booking.timeslot}`, `人数：${booking.pax}`, `订金：${deposit}`, `${words.bookingCode}：${booking.code}`]
    : [`Date: ${date}`, `Time: ${booking.timeslot}`, `${words.guests}: ${booking.pax}`, `Deposit: ${deposit}`, `${words.bookingCode}: ${booking.code}`];
  const contact = zh ? [name, `地址：${address}`, `电话：${restaurant.phone}`] : [name, `Address: ${address}`, `Phone: ${restaurant.phone}`];
  const messages: OutgoingMessage[] = [];
  const channels = confirmationChannels(booking);

  if (booking.email && channels.includes('email')) {
    const text = [
      greeting(booking),
      '',
      zh ? `您的订金已支付，${words.booking}已确认。` : 'Your deposit is paid and your table is booked.',
      '',
      ...details,
      '',
      zh
        ? `订金将在结账时从账单中扣除。如需更改或取消，请在“${words.myBookings}”中提交申请，或致电我们。`
        : `The deposit is deducted from your final bill. To change or cancel, send a request from "${words.myBookings}" or call us.`,
      '',
      ...contact,
    ].join('\n');
    const invite = calendarInvite({
      uid: `${booking.code}@${options.host}`,
      start: restaurantInstant(booking.booking_date, booking.timeslot),
      durationMinutes: DINING_MINUTES,
      summary: zh ? `${name} 晚餐（${guestCount(booking.pax, 'zh')}）` : `Dinner at ${name} (${guestCount(booking.pax, 'en')})`,
      location: address,
      description: [...details, `${zh ? '电话' : 'Phone'}: ${restaurant.phone}`].join('\n'),
      stamp: options.now,
    });
    messages.push({
      channel: 'email',
      to: booking.email,
      subject: zh ? `${words.booking}确认 ${date} ${booking.timeslot} · ${booking.code}` : `Booking confirmed: ${date}, ${booking.timeslot} · ${booking.code}`,
      text,
      attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: invite }],
    });
  }

  // Only mainland mobiles receive SMS (SPEC §5).
  if (booking.phone && channels.includes('sms')) {
    const text = zh
      ? `【${name}】${words.booking}已确认：${date} ${booking.timeslot}，${guestCount(booking.pax, 'zh')}，订金${deposit}。${words.bookingCode} ${booking.code}。地址：${address}。电话：${restaurant.phone}`
      : `[${name}] Booking confirmed: ${date} ${booking.timeslot}, ${guestCount(booking.pax, 'en')}, deposit ${deposit}. ${words.bookingCode} ${booking.code}. ${address}. Tel ${restaurant.phone}`;
    messages.push({
      channel: 'sms',
      to: booking.phone,
      text,
      template: {
        name: 'booking_confirmed',
        params: {
          code: booking.code,
          date: booking.booking_date,
          time: booking.timeslot,
          pax: String(booking.pax),
          deposit: formatMoney(booking.depositFen, 'CNY', booking.lang),
          phone: restaurant.phone,
        },
      },
    });
  }
  return messages;
}

/** To the restaurant: money arrived that must go back (a second payment, or no seats left). */
export function refundNotice(details: {
  to: string;
  code: string;
  reason: 'duplicate' | 'no_seats' | 'not_payable';
  method: string;
  amountMinor: number;
  currency: Currency;
  transactionId: string;
  attemptId: string;
}): OutgoingMessage {
  const why = {
    duplicate: 'the booking was already paid; this is a second payment',
    no_seats: 'the hold had expired and its seats were taken before the payment arrived; the booking is NOT confirmed',
    not_payable: 'the booking had been cancelled before the payment arrived',
  }[details.reason];
  return {
    channel: 'email',
    to: details.to,
    subject: `Deposit to refund: booking ${details.code} (${details.reason})`,
    text: [
      `A deposit was received that must be refunded: ${why}.`,
      '',
      `Booking code: ${details.code}`,
      `Method: ${METHOD_NAMES[details.method]?.en ?? details.method}`,
      `Amount: ${displayMoney({ minor: details.amountMinor, currency: details.currency })}`,
      `Provider transaction: ${details.transactionId}`,
      `Our order: ${details.attemptId}`,
    ].join('\n'),
  };
}
