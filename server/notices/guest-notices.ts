import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { MessagedBooking } from '../messaging/messaged-booking.ts';
import { icsText } from '../../api-client/rules/calendar-event.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { manageLines, METHOD_NAMES, visitDate } from './confirmation-messages.ts';
import type { Currency } from '../lib/amounts.ts';
import { formatMoney, GLOSSARY, guestCount } from '../../api-client/rules/glossary.ts';
import { addressedName } from '../../api-client/rules/guest-name.ts';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';

/**
 * What a guest is told when staff change their booking, in the guest's language (English or
 * Chinese), by e-mail and/or SMS to the contacts the confirmation went to. Only composition
 * lives here; sending is the caller's (tell-guest.ts).
 */
export interface NoticeBooking extends MessagedBooking {
  /** The calendar event's SEQUENCE: the booking's revision. */
  revision: number;
}

/** What happens to the deposit of a cancelled booking. */
export type DepositOutcome =
  | { kind: 'refund'; amountMinor: number; currency: Currency; method: string }
  | { kind: 'kept' }
  | { kind: 'none' };

type Restaurant = RestaurantSettings['restaurant'];
interface Options {
  now: Date;
  host: string;
  /** The restaurant's dining_minutes: the calendar event's length. */
  diningMinutes: number;
}

export function greeting(booking: NoticeBooking): string {
  const name = addressedName(booking, booking.lang);
  if (booking.lang === 'zh') return name ? `尊敬的${name}：` : '您好：';
  return name ? `Dear ${name},` : 'Dear guest,';
}

export function details(booking: NoticeBooking): string[] {
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  return booking.lang === 'zh'
    ? [`日期：${date}`, `时间：${booking.timeslot}`, `人数：${booking.pax}`, `${words.bookingCode}：${booking.code}`]
    : [`Date: ${date}`, `Time: ${booking.timeslot}`, `${words.guests}: ${booking.pax}`, `${words.bookingCode}: ${booking.code}`];
}

export function signature(restaurant: Restaurant, lang: 'en' | 'zh'): string[] {
  return lang === 'zh'
    ? [restaurant.name_zh, `地址：${restaurant.address_zh}`, `电话：${restaurant.phone}`]
    : [restaurant.name_en, `Address: ${restaurant.address_en}`, `Phone: ${restaurant.phone}`];
}

function depositSentence(outcome: DepositOutcome, lang: 'en' | 'zh'): string {
  if (outcome.kind === 'refund') {
    const amount = formatMoney(outcome.amountMinor, outcome.currency, lang);
    const method = METHOD_NAMES[outcome.method]?.[lang] ?? outcome.method;
    return lang === 'zh'
      ? `您的订金 ${amount} 将原路退回至您的${method}账户，到账时间以${method}为准。`
      : `Your deposit of ${amount} is being refunded to your ${method} account; ${method} decides when it arrives.`;
  }
  if (outcome.kind === 'kept') {
    return lang === 'zh'
      ? '按照取消政策，用餐前不足免费取消期限的取消不退还订金；如需改期，请与我们联系。'
      : 'As the cancellation came inside our free-cancellation notice, the deposit is not refunded; please contact us to rebook.';
  }
  return '';
}

function calendarFile(booking: NoticeBooking, restaurant: Restaurant, options: Options, cancelled: boolean) {
  const zh = booking.lang === 'zh';
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const content = icsText(
    {
      code: booking.code,
      date: booking.booking_date,
      time: booking.timeslot,
      durationMinutes: options.diningMinutes,
      title: zh ? `${name} 晚餐（${guestCount(booking.pax, 'zh')}）` : `Dinner at ${name} (${guestCount(booking.pax, 'en')})`,
      location: zh ? restaurant.address_zh : restaurant.address_en,
      description: [...details(booking), `${zh ? '电话' : 'Phone'}: ${restaurant.phone}`].join('\n'),
    },
    options.now,
    { sequence: booking.revision, cancelled },
  );
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  return { filename: 'booking.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

/** The e-mail and SMS a booking's guest gets, by the channels its contacts allow. */
export function toGuest(
  booking: NoticeBooking,
  email: { subject: string; lines: string[]; attachment?: ReturnType<typeof calendarFile> },
  sms: { text: string; template: NonNullable<OutgoingMessage['template']> },
): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  const channels = confirmationChannels(booking);
  if (booking.email && channels.includes('email')) {
    messages.push({
      channel: 'email',
      to: booking.email,
      subject: email.subject,
      text: email.lines.join('\n'),
      ...(email.attachment ? { attachments: [email.attachment] } : {}),
    });
  }
  if (booking.phone && channels.includes('sms')) messages.push({ channel: 'sms', to: booking.phone, text: sms.text, template: sms.template });
  return messages;
}

export function cancelledNotice(booking: NoticeBooking, deposit: DepositOutcome, restaurant: Restaurant, options: Options): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  const money = depositSentence(deposit, booking.lang);
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  return toGuest(
    booking,
    {
      subject: zh ? `${words.booking}已取消 ${date} ${booking.timeslot} · ${booking.code}` : `Booking cancelled: ${date}, ${booking.timeslot} · ${booking.code}`,
      lines: [
        greeting(booking),
        '',
        zh ? `您的${words.booking}已取消：` : 'Your booking has been cancelled:',
        '',
        ...details(booking),
        ...(money ? ['', money] : []),
        '',
        zh ? '如有疑问，请致电我们。' : 'If anything is unclear, please call us.',
        '',
        ...signature(restaurant, booking.lang),
      ],
      attachment: calendarFile(booking, restaurant, options, true),
    },
    {
      text: zh
        ? `【${name}】您${date} ${booking.timeslot}的${words.booking}已取消。${words.bookingCode} ${booking.code}。${money}电话：${restaurant.phone}`
        : `[${name}] Your booking for ${date} ${booking.timeslot} is cancelled. ${words.bookingCode} ${booking.code}. ${money ? `${money} ` : ''}Tel ${restaurant.phone}`,
      template: { name: 'booking_cancelled', params: { code: booking.code, date: booking.booking_date, time: booking.timeslot } },
    },
  );
}

export interface PreviousVisit {
  booking_date: string;
  timeslot: string;
  pax: number;
}

/** A new date, time or party size: the details again, and a calendar file that replaces the old event. */
export function movedNotice(booking: NoticeBooking, previous: PreviousVisit, restaurant: Restaurant, options: Options): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  const before = `${visitDate(previous.booking_date, booking.lang)} ${previous.timeslot}, ${guestCount(previous.pax, booking.lang)}`;
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  return toGuest(
    booking,
    {
      subject: zh ? `${words.booking}已更改 ${date} ${booking.timeslot} · ${booking.code}` : `Booking changed: ${date}, ${booking.timeslot} · ${booking.code}`,
      lines: [
        greeting(booking),
        '',
        zh ? `您的${words.booking}已更改（原为 ${before}）。新的${words.booking}：` : `Your booking has been changed (it was ${before}). Your booking now:`,
        '',
        ...details(booking),
        '',
        zh ? '附件中的日历文件会更新您日历中的这次晚餐。' : 'The calendar file attached updates this dinner in your calendar.',
        '',
        ...signature(restaurant, booking.lang),
      ],
      attachment: calendarFile(booking, restaurant, options, false),
    },
    {
      text: zh
        ? `【${name}】您的${words.booking}已更改为：${date} ${booking.timeslot}，${guestCount(booking.pax, 'zh')}。${words.bookingCode} ${booking.code}。电话：${restaurant.phone}`
        : `[${name}] Your booking is changed to ${date} ${booking.timeslot}, ${guestCount(booking.pax, 'en')}. ${words.bookingCode} ${booking.code}. Tel ${restaurant.phone}`,
      template: {
        name: 'booking_changed',
        params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax) },
      },
    },
  );
}

/** Booked by staff for a guest who phoned or wrote: the usual confirmation, without a payment line. */
export function bookedForGuestNotice(
  booking: NoticeBooking,
  depositWaived: boolean,
  restaurant: Restaurant,
  options: Options & { manageUrl?: string },
): OutgoingMessage[] {
  const manage = options.manageUrl ? { lang: booking.lang, manageUrl: options.manageUrl } : null;
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const deposit = depositWaived ? (zh ? '本次预订无需订金。' : 'No deposit is due for this booking.') : '';
  return toGuest(
    booking,
    {
      subject: zh ? `${words.booking}确认 ${date} ${booking.timeslot} · ${booking.code}` : `Booking confirmed: ${date}, ${booking.timeslot} · ${booking.code}`,
      lines: [
        greeting(booking),
        '',
        zh ? `您的${words.booking}已确认。` : 'Your table is booked.',
        '',
        ...details(booking),
        ...(deposit ? ['', deposit] : []),
        '',
        ...(manage
          ? manageLines(manage)
          : [zh ? `如需更改或取消，请在“${words.myBookings}”中提交申请，或致电我们。` : `To change or cancel, send a request from "${words.myBookings}" or call us.`]),
        '',
        ...signature(restaurant, booking.lang),
      ],
      attachment: calendarFile(booking, restaurant, options, false),
    },
    {
      text: zh
        ? `【${name}】${words.booking}已确认：${date} ${booking.timeslot}，${guestCount(booking.pax, 'zh')}。${words.bookingCode} ${booking.code}。${deposit}电话：${restaurant.phone}${manage ? `。管理${words.booking}：${manage.manageUrl}` : ''}`
        : `[${name}] Booking confirmed: ${date} ${booking.timeslot}, ${guestCount(booking.pax, 'en')}. ${words.bookingCode} ${booking.code}. ${deposit ? `${deposit} ` : ''}Tel ${restaurant.phone}${manage ? `. Manage: ${manage.manageUrl}` : ''}`,
      template: {
        name: 'booked_by_staff',
        params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax), phone: restaurant.phone },
      },
    },
  );
}

/** The restaurant's answer to a change or cancel request it will not carry out. */
export function requestDeclinedNotice(booking: NoticeBooking, type: 'change' | 'cancel', reply: string, restaurant: Restaurant): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const date = visitDate(booking.booking_date, booking.lang);
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const asked = zh ? (type === 'cancel' ? '取消' : '更改') : type === 'cancel' ? 'cancel' : 'change';
  return toGuest(
    booking,
    {
      subject: zh ? `关于您${asked}${words.booking}的申请 · ${booking.code}` : `Your request to ${asked} booking ${booking.code}`,
      lines: [
        greeting(booking),
        '',
        zh
          ? `我们无法按您的申请${asked}以下${words.booking}，该${words.booking}保持不变：`
          : `We could not ${asked} your booking as you asked; it stays as it is:`,
        '',
        ...details(booking),
        '',
        reply,
        '',
        ...signature(restaurant, booking.lang),
      ],
    },
    {
      text: zh
        ? `【${name}】关于您${date} ${booking.timeslot}的${words.booking}（${booking.code}）：${reply} 电话：${restaurant.phone}`
        : `[${name}] About your booking ${booking.code} on ${date} ${booking.timeslot}: ${reply} Tel ${restaurant.phone}`,
      // The restaurant's own words cannot be approved in advance: the template points to the e-mail or a call.
      template: {
        name: 'request_answered',
        params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, phone: restaurant.phone },
      },
    },
  );
}

type RefundLine = Extract<DepositOutcome, { kind: 'refund' }>;

/** 'A', 'A and B', 'A, B and C' (English lists). */
const andList = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * Money given back outside a cancellation (a second payment, a smaller party, a gesture): one message
 * for every payment of the refund, so a guest refunded a deposit and a top-up is told once.
 */
export function refundedNotice(booking: NoticeBooking, refunds: readonly RefundLine[], restaurant: Restaurant): OutgoingMessage[] {
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const parts = refunds.map((refund) => ({ amount: formatMoney(refund.amountMinor, refund.currency, booking.lang), method: METHOD_NAMES[refund.method]?.[booking.lang] ?? refund.method }));
  const amount = parts.map((part) => part.amount).join(' + ');
  const method = [...new Set(parts.map((part) => part.method))].join(zh ? '、' : ', ');
  const one = parts.length === 1 ? parts[0]! : null;
  const line = zh
    ? one
      ? `我们已向您退款 ${one.amount}，将原路退回至您的${one.method}账户。`
      : `我们已向您退款 ${parts.map((part) => `${part.amount}（${part.method}）`).join('、')}，将原路退回至您的相应账户。`
    : `We are refunding ${andList(parts.map((part) => `${part.amount} to your ${part.method} account`))}.`;
  return toGuest(
    booking,
    {
      subject: zh ? `退款 ${amount} · ${booking.code}` : `Refund of ${amount} · ${booking.code}`,
      lines: [greeting(booking), '', line, '', ...details(booking), '', ...signature(restaurant, booking.lang)],
    },
    {
      text: zh ? `【${name}】${line}${words.bookingCode} ${booking.code}。电话：${restaurant.phone}` : `[${name}] ${line} ${words.bookingCode} ${booking.code}. Tel ${restaurant.phone}`,
      template: { name: 'refund_issued', params: { code: booking.code, amount, method, phone: restaurant.phone } },
    },
  );
}
