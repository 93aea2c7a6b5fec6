import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { displayMoney, type Currency } from '../lib/amounts.ts';
import { formatMoney, GLOSSARY, guestCount } from '../../api-client/rules/glossary.ts';
import { visitDate as visitDateInWords } from '../../api-client/rules/date-names.ts';
import { icsText } from '../../api-client/rules/calendar-event.ts';
import { addressedName } from '../../api-client/rules/guest-name.ts';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';
import { choicesInLanguage } from '../../api-client/rules/request-choices.ts';

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
  /** The booking's signed manage link (bookings/manage-link.ts). */
  manageUrl: string;
  /** Food restrictions and occasion as saved (SPEC §3), '' when none. */
  food: string;
  /** Rises with every change: the calendar event's SEQUENCE. */
  revision: number;
  occasion: string;
}

/** The house rules a confirmation states, from the restaurant's settings. */
export interface ConfirmationPolicy {
  /** A cancellation at least this many working days ahead gets the deposit back. */
  freeCancelWorkingDays: number;
  /** Allergies are asked for this many hours ahead when the booking names none; 0 asks nothing. */
  allergyHours: number;
}

/** A payment method as a guest's messages name it. */
export const METHOD_NAMES: Record<string, { en: string; zh: string }> = {
  wechat: { en: 'WeChat Pay', zh: '微信支付' },
  alipay: { en: 'Alipay', zh: '支付宝' },
  paypal: { en: 'PayPal', zh: 'PayPal' },
};

/** 'Wednesday 10 Jun 2026' / '2026年6月10日 星期三', from the restaurant date itself (no time zone). */
export const visitDate = (date: string, lang: 'en' | 'zh'): string => visitDateInWords(date, lang, 'short');

/**
 * The manage link's lines of an e-mail: the booking opens from it without a code, to see it, add
 * it to a calendar, say the guest is coming, or ask for a change or cancellation.
 */
export function manageLines(booking: { lang: 'en' | 'zh'; manageUrl: string }): string[] {
  const words = GLOSSARY[booking.lang];
  return booking.lang === 'zh'
    ? [`查看或管理您的${words.booking}（加入日历、确认到店、申请更改或取消），无需验证码：`, booking.manageUrl, `链接仅用于本次${words.booking}，用餐结束后失效；也可在“${words.myBookings}”中凭验证码查看，或致电我们。`]
    : [
        'See or manage your booking (add it to your calendar, tell us you are coming, ask for a change or cancellation), no code needed:',
        booking.manageUrl,
        `The link is for this booking only and stops working after your visit; you can also use "${words.myBookings}" with a code, or call us.`,
      ];
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

/** What the guest chose (food, occasion), or the allergy question when they named no food. */
function choiceLines(booking: ConfirmedBooking, policy: ConfirmationPolicy): string[] {
  const zh = booking.lang === 'zh';
  const food = choicesInLanguage(booking.food, booking.lang);
  const occasion = choicesInLanguage(booking.occasion, booking.lang);
  const lines: string[] = [];
  if (food) lines.push(zh ? `饮食禁忌：${food}` : `Dietary needs: ${food}`);
  if (occasion) lines.push(zh ? `特别场合：${occasion}` : `Occasion: ${occasion}`);
  if (!food && policy.allergyHours > 0) {
    lines.push(
      zh
        ? `如有食物过敏或饮食禁忌，请至少在到店前 ${policy.allergyHours} 小时告诉我们。`
        : `Allergies or dietary needs? Please tell us at least ${policy.allergyHours} hours before your visit.`,
    );
  }
  return lines;
}

/** The cancellation rule of the restaurant's settings, as its texts state it. */
export function cancellationRule(lang: 'en' | 'zh', policy: ConfirmationPolicy): string {
  return lang === 'zh'
    ? `取消规则：用餐前至少 ${policy.freeCancelWorkingDays} 个工作日取消可退还订金；之后订金不予退还，但可改期。`
    : `Cancellation: free at least ${policy.freeCancelWorkingDays} working days before your visit (the deposit is refunded); after that the deposit is not refunded, but the booking can be moved.`;
}

export function confirmationMessages(
  booking: ConfirmedBooking,
  restaurant: RestaurantSettings['restaurant'],
  options: { now: Date; policy: ConfirmationPolicy; diningMinutes: number },
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
  const choices = choiceLines(booking, options.policy);
  const messages: OutgoingMessage[] = [];
  const channels = confirmationChannels(booking);

  if (booking.email && channels.includes('email')) {
    const text = [
      greeting(booking),
      '',
      zh ? `您的订金已支付，${words.booking}已确认。` : 'Your deposit is paid and your table is booked.',
      '',
      ...details,
      ...choices,
      '',
      zh ? '订金将在结账时从账单中扣除。' : 'The deposit is deducted from your final bill.',
      cancellationRule(booking.lang, options.policy),
      '',
      ...manageLines(booking),
      '',
      ...contact,
    ].join('\n');
    const invite = icsText(
      {
        code: booking.code,
        date: booking.booking_date,
        time: booking.timeslot,
        durationMinutes: options.diningMinutes,
        title: zh ? `${name} 晚餐（${guestCount(booking.pax, 'zh')}）` : `Dinner at ${name} (${guestCount(booking.pax, 'en')})`,
        location: address,
        description: [...details, `${zh ? '电话' : 'Phone'}: ${restaurant.phone}`].join('\n'),
      },
      options.now,
      { sequence: booking.revision },
    );
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
    const chosen = choices.map((line) => (zh ? line.replace(/。$/, '') + '。' : ` ${line.replace(/\.$/, '')}.`)).join('');
    const rule = zh
      ? `用餐前${options.policy.freeCancelWorkingDays}个工作日外取消可退订金。`
      : ` Free cancellation ${options.policy.freeCancelWorkingDays}+ working days ahead.`;
    const text = zh
      ? `【${name}】${words.booking}已确认：${date} ${booking.timeslot}，${guestCount(booking.pax, 'zh')}，订金${deposit}。${chosen}${rule}${words.bookingCode} ${booking.code}。地址：${address}。电话：${restaurant.phone}。管理${words.booking}：${booking.manageUrl}`
      : `[${name}] Booking confirmed: ${date} ${booking.timeslot}, ${guestCount(booking.pax, 'en')}, deposit ${deposit}.${chosen}${rule} ${words.bookingCode} ${booking.code}. ${address}. Tel ${restaurant.phone}. Manage: ${booking.manageUrl}`;
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
