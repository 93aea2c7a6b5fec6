import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { displayMoney, type Currency } from '../lib/amounts.ts';
import { formatMoney } from '../../api-client/rules/glossary.ts';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';
import { choicesInLanguage } from '../../api-client/rules/request-choices.ts';
import { calendarFile } from './calendar-file.ts';
import { methodName, visitOf } from './facts.ts';
import { TEMPLATES } from './templates/tables.ts';

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
  first_seat?: number | null;
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

export function confirmationMessages(
  booking: ConfirmedBooking,
  restaurant: RestaurantSettings['restaurant'],
  options: { now: Date; policy: ConfirmationPolicy; diningMinutes: number },
): OutgoingMessage[] {
  const words = TEMPLATES[booking.lang];
  const deposit = formatMoney(booking.depositFen, 'CNY', booking.lang);
  // Money as the glossary writes it in the guest's language, like the widget's review.
  const paidUsd = booking.paid.currency === 'USD' ? formatMoney(booking.paid.amountMinor, 'USD', booking.lang) : null;
  const visit = { ...visitOf(booking, restaurant), deposit: words.paidDeposit({ deposit, paidUsd, method: methodName(booking.paid.method, booking.lang) }) };
  const notice = words.confirmed(visit, {
    food: choicesInLanguage(booking.food, booking.lang),
    occasion: choicesInLanguage(booking.occasion, booking.lang),
    allergyHours: options.policy.allergyHours,
    freeCancelWorkingDays: options.policy.freeCancelWorkingDays,
    manageUrl: booking.manageUrl,
  });
  const messages: OutgoingMessage[] = [];
  const channels = confirmationChannels(booking);
  if (booking.email && channels.includes('email')) {
    const stamp = { bookingDate: booking.booking_date, timeslot: booking.timeslot, now: options.now, diningMinutes: options.diningMinutes, sequence: booking.revision };
    messages.push({ channel: 'email', to: booking.email, subject: notice.subject, text: notice.lines.join('\n'), attachments: [calendarFile(visit, booking.lang, stamp)] });
  }
  // Only mainland mobiles receive SMS (SPEC §5).
  if (booking.phone && channels.includes('sms')) {
    const params = { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax), deposit, phone: restaurant.phone };
    messages.push({ channel: 'sms', to: booking.phone, text: notice.sms, template: { name: 'booking_confirmed', params } });
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
    no_seats: 'the hold had run out before the payment arrived (its seats taken since, or its seating already begun); the booking is NOT confirmed',
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
      `Method: ${methodName(details.method, 'en')}`,
      `Amount: ${displayMoney({ minor: details.amountMinor, currency: details.currency })}`,
      `Provider transaction: ${details.transactionId}`,
      `Our order: ${details.attemptId}`,
    ].join('\n'),
  };
}
