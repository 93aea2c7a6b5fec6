import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { Queryable } from '../db/database.ts';
import { enqueueMessage, type MessageKind } from '../messaging/outgoing-messages.ts';
import type { NoticeBooking } from './guest-notices.ts';
import type { StaffBooking } from '../bookings/staff-booking.ts';
import { guestLanguage } from './facts.ts';

/** A booking's guest, as the notices address them: the contacts the confirmation went to. */
export function noticeBooking(booking: StaffBooking): NoticeBooking {
  return {
    code: booking.code,
    lang: guestLanguage(booking.lang),
    booking_date: booking.booking_date,
    timeslot: booking.timeslot,
    pax: booking.pax,
    first_seat: booking.exclusive ? null : booking.first_seat,
    gender: booking.customer_gender,
    first_name: booking.customer_first_name,
    last_name: booking.customer_last_name,
    email: booking.email ?? booking.customer_email,
    phone: booking.country && booking.phone ? `${booking.country} ${booking.phone}` : booking.customer_phone,
    revision: booking.revision,
  };
}

/**
 * Queues the guest's messages in the action's own transaction (the durable outbox): they exist
 * exactly when the change they tell of does, and a worker sends them, retrying a failed channel.
 * Answers the channels they go by.
 */
export async function queueForGuest(
  tx: Queryable,
  now: Date,
  booking: { id: number },
  kind: MessageKind,
  messages: OutgoingMessage[],
): Promise<Array<'email' | 'sms'>> {
  for (const message of messages) await enqueueMessage(tx, { ...message, kind, bookingId: booking.id }, now);
  return messages.map((message) => message.channel);
}
