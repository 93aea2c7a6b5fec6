import type { MessagedBooking } from '../messaging/messaged-booking.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { manageLines, visitDate } from './confirmation-messages.ts';

/** The manage page's button the reminder asks the guest to tap (the widget's myBookings.confirmVisit). */
export const CONFIRM_WORDS = { en: "I'm coming", zh: '确认到店' } as const;
import { GLOSSARY, guestCount } from '../../api-client/rules/glossary.ts';
import { addressedName } from '../../api-client/rules/guest-name.ts';

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
  const zh = booking.lang === 'zh';
  const words = GLOSSARY[booking.lang];
  const name = zh ? restaurant.name_zh : restaurant.name_en;
  const date = visitDate(booking.booking_date, booking.lang);
  const guest = addressedName(booking, booking.lang);
  const askAllergies = booking.food.trim() === '' && allergyHours > 0;
  const messages: OutgoingMessage[] = [];

  if (booking.email) {
    const text = [
      zh ? (guest ? `尊敬的${guest}：` : '您好：') : guest ? `Dear ${guest},` : 'Dear guest,',
      '',
      zh
        ? `期待您光临${name}：${date} ${booking.timeslot}，${guestCount(booking.pax, 'zh')}。`
        : `We look forward to seeing you at ${name}: ${date} at ${booking.timeslot}, ${guestCount(booking.pax, 'en')}.`,
      '',
      ...(askAllergies
        ? [
            zh
              ? `如有任何食物过敏或饮食禁忌，请至少在到店前 ${allergyHours} 小时告诉我们（回复本邮件或致电），以便厨师准备。`
              : `If anyone in your party has an allergy or dietary need, please tell us at least ${allergyHours} hours before your visit (reply to this e-mail or call us) so the chef can prepare.`,
            '',
          ]
        : []),
      zh ? `请打开下面的链接，点击“${CONFIRM_WORDS.zh}”告诉我们您会准时到店。` : `Please let us know you are coming: open the link below and tap "${CONFIRM_WORDS.en}".`,
      '',
      ...manageLines(booking),
      '',
      `${words.bookingCode}${zh ? '：' : ': '}${booking.code}`,
      name,
      zh ? `地址：${restaurant.address_zh}` : `Address: ${restaurant.address_en}`,
      zh ? `电话：${restaurant.phone}` : `Phone: ${restaurant.phone}`,
    ].join('\n');
    messages.push({
      channel: 'email',
      to: booking.email,
      subject: zh ? `${words.booking}提醒：${date} ${booking.timeslot} · ${booking.code}` : `Reminder: ${date}, ${booking.timeslot} · ${booking.code}`,
      text,
    });
  }

  if (booking.phone?.startsWith('86 ')) {
    const allergy = askAllergies
      ? zh
        ? `如有过敏或饮食禁忌请提前 ${allergyHours} 小时告知。`
        : ` Allergies or dietary needs? Please tell us ${allergyHours} hours ahead.`
      : '';
    const text = zh
      ? `【${name}】${words.booking}提醒：${date} ${booking.timeslot}，${guestCount(booking.pax, 'zh')}。${allergy}${words.bookingCode} ${booking.code}。请点击链接确认到店：${booking.manageUrl} 电话：${restaurant.phone}`
      : `[${name}] Reminder: ${date} ${booking.timeslot}, ${guestCount(booking.pax, 'en')}.${allergy} ${words.bookingCode} ${booking.code}. Tap to confirm you are coming: ${booking.manageUrl} Tel ${restaurant.phone}`;
    messages.push({
      channel: 'sms',
      to: booking.phone,
      text,
      template: {
        name: 'booking_reminder',
        params: { code: booking.code, date: booking.booking_date, time: booking.timeslot, pax: String(booking.pax), phone: restaurant.phone },
      },
    });
  }
  return messages;
}
