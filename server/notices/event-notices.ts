import type { Queryable } from '../db/database.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { MessageKind } from '../messaging/outgoing-messages.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import type { BookingEventOf } from '../bookings/booking-events.ts';
import type { StaffBooking } from '../bookings/staff-booking.ts';
import { bookedForGuestNotice, cancelledNotice, movedNotice, type DepositOutcome } from './guest-notices.ts';
import { payLinkNotice, type PayLink } from './pay-link-notice.ts';
import { noticeBooking, queueForGuest } from './tell-guest.ts';
import { topupExpiredNotice } from './topup-notices.ts';

/**
 * A booking event the guest is told of, with what the event alone does not say: where the deposit
 * goes, the time a move left, the link that pays a hold staff placed.
 */
export type GuestTold =
  | (BookingEventOf<'cancelled'> & { deposit: DepositOutcome })
  | (BookingEventOf<'moved'> & { fromTime: string })
  | (BookingEventOf<'booked_for_guest'> & { payLink: PayLink | null; manageUrl?: string })
  | BookingEventOf<'topup_expired'>;

/** The restaurant as the notices need it, and where the calendar file's event comes from. */
export interface NoticeContext {
  now: Date;
  host: string;
  settings: Pick<RestaurantSettings, 'restaurant' | 'dining_minutes'>;
}

/** The outbox kind each event's messages are queued as. */
function messageKind(told: GuestTold): MessageKind {
  switch (told.kind) {
    case 'cancelled':
      return 'cancelled';
    case 'booked_for_guest':
      return told.payLink ? 'pay_link' : 'confirmation';
    default:
      return 'moved';
  }
}

/** What the guest of `booking` (read after the change) receives for an event: one template per kind and language. */
export function noticesOf(told: GuestTold, booking: StaffBooking, context: NoticeContext): OutgoingMessage[] {
  const guest = noticeBooking(booking);
  const { restaurant } = context.settings;
  const options = { now: context.now, host: context.host, diningMinutes: context.settings.dining_minutes };
  switch (told.kind) {
    case 'cancelled':
      // A hold nobody paid for ends without a word: the guest was never told it was booked.
      return told.wasPaid ? cancelledNotice(guest, told.deposit, restaurant, options) : [];
    case 'moved':
      return movedNotice(guest, { booking_date: told.from.date, timeslot: told.fromTime, pax: told.from.pax }, restaurant, options);
    case 'booked_for_guest':
      return told.payLink
        ? payLinkNotice(guest, told.payLink, restaurant)
        : bookedForGuestNotice(guest, true, restaurant, { ...options, ...(told.manageUrl ? { manageUrl: told.manageUrl } : {}) });
    case 'topup_expired':
      return topupExpiredNotice(guest, told.unpaidPax, restaurant);
  }
}

/** Queues the event's messages in the change's transaction (the outbox); answers the channels they go by. */
export function tellGuestOf(tx: Queryable, told: GuestTold, booking: StaffBooking, context: NoticeContext): Promise<Array<'email' | 'sms'>> {
  return queueForGuest(tx, context.now, booking, messageKind(told), noticesOf(told, booking, context));
}
