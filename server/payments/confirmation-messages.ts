import type { OutgoingMessage } from '../messaging/messenger.ts';
import { calendarInvite } from '../messaging/calendar-invite.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { displayMoney, type Currency } from './amounts.ts';

/**
 * The confirmation the guest receives once the deposit is paid: an e-mail with a calendar file
 * and an SMS, in the guest's language, with what they need on the night (date, time, persons,
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
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Dining lasts about two and a half hours (SPEC §9). */
const DINING_MINUTES = 150;

/** 'Wednesday 10 Jun 2026' / '2026年6月10日 星期三', from the restaurant date itself (no time zone). */
export function visitDate(date: string, lang: 'en' | 'zh'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return lang === 'zh'
    ? `${year}年${month}月${day}日 ${WEEKDAYS_ZH[weekday]}`
    : `${WEEKDAYS_EN[weekday]} ${day} ${MONTHS_EN[month - 1]} ${year}`;
}

function greeting(booking: ConfirmedBooking): string {
  const name = [booking.first_name, booking.last_name].filter(Boolean).join(' ');
  if (booking.lang === 'zh') {
    const title = booking.gender === 'M' ? '先生' : booking.gender === 'F' ? '女士' : '';
    return name ? `尊敬的${booking.last_name ?? name}${title}：` : '您好：';
  }
  const title = booking.gender === 'M' ? 'Mr ' : booking.gender === 'F' ? 'Ms ' : '';
  return name ? `Dear ${title}${name},` : 'Dear guest,';
}

function depositLine(booking: ConfirmedBooking): string {
  const deposit = displayMoney({ minor: booking.depositFen, currency: 'CNY' });
  const method = METHOD_NAMES[booking.paid.method]?.[booking.lang] ?? booking.paid.method;
  const paid = booking.paid.currency === 'USD' ? ` = ${displayMoney({ minor: booking.paid.amountMinor, currency: 'USD' })}` : '';
  return booking.lang === 'zh' ? `${deposit}${paid}（${method}，已支付）` : `${deposit}${paid} (paid by ${method})`;
}

export function confirmationMessages(
  booking: ConfirmedBooking,
  restaurant: RestaurantSettings['restaurant'],
  options: { now: Date; host: string },
): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const address = zh ? restaurant.address_zh : restaurant.address_en;
  const date = visitDate(booking.booking_date, booking.lang);
  const deposit = depositLine(booking);
  const details = zh
    ? [`日期：${date}`, `时间：${booking.timeslot}`, `人数：${booking.pax}`, `订金：${deposit}`, `订位号：${booking.code}`]
    : [`Date: ${date}`, `Time: ${booking.timeslot}`, `Persons: ${booking.pax}`, `Deposit: ${deposit}`, `Booking code: ${booking.code}`];
  const contact = zh ? [name, `地址：${address}`, `电话：${restaurant.phone}`] : [name, `Address: ${address}`, `Phone: ${restaurant.phone}`];
  const messages: OutgoingMessage[] = [];

  if (booking.email) {
    const text = [
      greeting(booking),
      '',
      zh ? '您的订金已支付，订位已确认。' : 'Your deposit is paid and your table is booked.',
      '',
      ...details,
      '',
      zh ? '订金将在结账时从账单中扣除。如需更改或取消，请在"我的订位"中提交申请，或致电我们。' : 'The deposit is deducted from your final bill. To change or cancel, send a request from "My bookings" or call us.',
      '',
      ...contact,
    ].join('\n');
    const [hours, minutes] = booking.timeslot.split(':');
    const invite = calendarInvite({
      uid: `${booking.code}@${options.host}`,
      start: new Date(`${booking.booking_date}T${hours}:${minutes}:00+08:00`),
      durationMinutes: DINING_MINUTES,
      summary: zh ? `${name} 晚餐（${booking.pax}位）` : `Dinner at ${name} (${booking.pax} persons)`,
      location: address,
      description: [...details, `${zh ? '电话' : 'Phone'}: ${restaurant.phone}`].join('\n'),
      stamp: options.now,
    });
    messages.push({
      channel: 'email',
      to: booking.email,
      subject: zh ? `订位确认 ${date} ${booking.timeslot} · ${booking.code}` : `Booking confirmed: ${date}, ${booking.timeslot} · ${booking.code}`,
      text,
      attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: invite }],
    });
  }

  // Only mainland mobiles receive SMS (SPEC §5).
  if (booking.phone?.startsWith('86 ')) {
    const text = zh
      ? `【${name}】订位已确认：${date} ${booking.timeslot}，${booking.pax}位，订金${deposit}。订位号${booking.code}。地址：${address}。电话：${restaurant.phone}`
      : `[${name}] Booking confirmed: ${date} ${booking.timeslot}, ${booking.pax} persons, deposit ${deposit}. Code ${booking.code}. ${address}. Tel ${restaurant.phone}`;
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
          deposit: displayMoney({ minor: booking.depositFen, currency: 'CNY' }),
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
