import type { MessagedBooking } from '../messaging/messaged-booking.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { visitOf } from './facts.ts';
import { TEMPLATES } from './templates/tables.ts';

/** What a reminder needs to know of a paid booking. */
export interface RemindedBooking extends MessagedBooking {
  /** Allergies and dietary needs the guest gave, '' when none. */
  food: string;
  /** Only a proven e-mail address (a reminder goes by the channels the guest verified). */
  email: string | null;
  /** The booking's signed manage link, where the guest confirms they are coming. */
  manageUrl: string;
}

/**
 * The reminder before a visit, in the guest's language: when, how many, how to reach us, and the
 * allergy question of the house policy when the booking names none.
 */
export function reminderMessages(
  booking: RemindedBooking,
  restaurant: RestaurantSettings['restaurant'],
  allergyHours: number,
): OutgoingMessage[] {
  const askAllergies = booking.food.trim() === '' && allergyHours > 0;
  const notice = TEMPLATES[booking.lang].reminder(visitOf(booking, restaurant), { manageUrl: booking.manageUrl, allergyHours: askAllergies ? allergyHours : null });
  const messages: OutgoingMessage[] = [];
  if (booking.email) messages.push({ channel: 'email', to: booking.email, subject: notice.subject, text: notice.lines.join('\n') });
  if (booking.phone?.startsWith('86 ')) {
    const params = { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax), phone: restaurant.phone };
    messages.push({ channel: 'sms', to: booking.phone, text: notice.sms, template: { name: 'booking_reminder', params } });
  }
  return messages;
}
