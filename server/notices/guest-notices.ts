import type { Attachment, OutgoingMessage } from '../messaging/messenger.ts';
import type { MessagedBooking } from '../messaging/messaged-booking.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import type { Currency } from '../lib/amounts.ts';
import { formatMoney } from '../../api-client/rules/glossary.ts';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';
import { calendarFile } from './calendar-file.ts';
import { methodName, visitDate, visitOf } from './facts.ts';
import type { DepositWords, Notice } from './templates/kinds.ts';
import { TEMPLATES } from './templates/tables.ts';

/**
 * What a guest is told when staff change their booking, in the guest's language, by e-mail and/or
 * SMS to the contacts the confirmation went to. The words are the templates' (templates/); only
 * composition lives here; sending is the caller's (tell-guest.ts).
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
type SmsTemplate = NonNullable<OutgoingMessage['template']>;
interface Options {
  now: Date;
  host: string;
  /** The restaurant's dining_minutes: the calendar event's length. */
  diningMinutes: number;
}

/** The e-mail and SMS a booking's guest gets, by the channels its contacts allow. */
export function toGuest(booking: MessagedBooking, notice: Notice, template: SmsTemplate, attachment?: Attachment): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  const channels = confirmationChannels(booking);
  if (booking.email && channels.includes('email')) {
    messages.push({
      channel: 'email',
      to: booking.email,
      subject: notice.subject,
      text: notice.lines.join('\n'),
      ...(attachment ? { attachments: [attachment] } : {}),
    });
  }
  if (booking.phone && channels.includes('sms')) messages.push({ channel: 'sms', to: booking.phone, text: notice.sms, template });
  return messages;
}

const visitParams = (booking: NoticeBooking) => ({ code: booking.code, date: booking.booking_date, time: booking.timeslot });

function stampOf(booking: NoticeBooking, options: Options, cancelled: boolean) {
  return { bookingDate: booking.booking_date, timeslot: booking.timeslot, now: options.now, diningMinutes: options.diningMinutes, sequence: booking.revision, cancelled };
}

function depositWords(outcome: DepositOutcome, lang: MessagedBooking['lang']): DepositWords {
  if (outcome.kind !== 'refund') return outcome;
  return { kind: 'refund', amount: formatMoney(outcome.amountMinor, outcome.currency, lang), method: methodName(outcome.method, lang) };
}

export function cancelledNotice(booking: NoticeBooking, deposit: DepositOutcome, restaurant: Restaurant, options: Options): OutgoingMessage[] {
  const visit = visitOf(booking, restaurant);
  const notice = TEMPLATES[booking.lang].cancelled(visit, depositWords(deposit, booking.lang));
  return toGuest(booking, notice, { name: 'booking_cancelled', params: visitParams(booking) }, calendarFile(visit, booking.lang, stampOf(booking, options, true)));
}

export interface PreviousVisit {
  booking_date: string;
  timeslot: string;
  pax: number;
}

/** A new date, time or party size: the details again, and a calendar file that replaces the old event. */
export function movedNotice(booking: NoticeBooking, previous: PreviousVisit, restaurant: Restaurant, options: Options): OutgoingMessage[] {
  const visit = visitOf(booking, restaurant);
  const before = { date: visitDate(previous.booking_date, booking.lang), time: previous.timeslot, pax: previous.pax };
  return toGuest(
    booking,
    TEMPLATES[booking.lang].moved(visit, before),
    { name: 'booking_changed', params: { ...visitParams(booking), pax: String(booking.pax) } },
    calendarFile(visit, booking.lang, stampOf(booking, options, false)),
  );
}

/** Booked by staff for a guest who phoned or wrote: the usual confirmation, without a payment line. */
export function bookedForGuestNotice(
  booking: NoticeBooking,
  depositWaived: boolean,
  restaurant: Restaurant,
  options: Options & { manageUrl?: string },
): OutgoingMessage[] {
  const visit = visitOf(booking, restaurant);
  return toGuest(
    booking,
    TEMPLATES[booking.lang].bookedForGuest(visit, { depositWaived, manageUrl: options.manageUrl || null }),
    { name: 'booked_by_staff', params: { ...visitParams(booking), pax: String(booking.pax), phone: restaurant.phone } },
    calendarFile(visit, booking.lang, stampOf(booking, options, false)),
  );
}

/** The restaurant's answer to a change or cancel request it will not carry out. */
export function requestDeclinedNotice(booking: NoticeBooking, type: 'change' | 'cancel', reply: string, restaurant: Restaurant): OutgoingMessage[] {
  const notice = TEMPLATES[booking.lang].requestDeclined(visitOf(booking, restaurant), { asked: type, reply });
  // The restaurant's own words cannot be approved in advance: the template points to the e-mail or a call.
  return toGuest(booking, notice, { name: 'request_answered', params: { ...visitParams(booking), phone: restaurant.phone } });
}

type RefundLine = Extract<DepositOutcome, { kind: 'refund' }>;

/**
 * Money given back outside a cancellation (a second payment, a smaller party, a gesture): one message
 * for every payment of the refund, so a guest refunded a deposit and a top-up is told once.
 */
export function refundedNotice(booking: NoticeBooking, refunds: readonly RefundLine[], restaurant: Restaurant): OutgoingMessage[] {
  const words = TEMPLATES[booking.lang];
  const parts = refunds.map((refund) => ({ amount: formatMoney(refund.amountMinor, refund.currency, booking.lang), method: methodName(refund.method, booking.lang) }));
  const amount = parts.map((part) => part.amount).join(' + ');
  const method = words.listed([...new Set(parts.map((part) => part.method))]);
  return toGuest(booking, words.refunded(visitOf(booking, restaurant), parts), { name: 'refund_issued', params: { code: booking.code, amount, method, phone: restaurant.phone } });
}
