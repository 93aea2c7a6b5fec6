import { confirmationMessages } from './confirmation-messages.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import { manageLink } from '../bookings/manage-link.ts';
import { reminderMessages } from './reminder-messages.ts';
import type { Language } from './templates/kinds.ts';
import type { MESSAGE_PREVIEW_KINDS } from '../../api-client/contract/messages.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { cancelledNotice, movedNotice, refundedNotice, requestDeclinedNotice } from './guest-notices.ts';

export { MESSAGE_PREVIEW_KINDS as PREVIEW_KINDS } from '../../api-client/contract/messages.ts';
export type PreviewKind = (typeof MESSAGE_PREVIEW_KINDS)[number];

/** A sample guest for previews: a Chinese name, so the name order shows in both languages. */
const sample = {
  code: 'K7M2Q9XW4T8HZ3PA',
  booking_date: '2026-06-10',
  timeslot: '19:00',
  pax: 2,
  gender: 'F' as const,
  first_name: '美玲',
  last_name: '林',
  email: 'meiling@example.cn',
  phone: '86 13800138000',
  // A link as the guest receives it, signed with a sample key (it opens nothing on a real server).
  manageUrl: manageLink('https://restaurant.example', 'preview-only-secret', 42),
};

/** A sample of the restaurant's own words, as staff write them in the guest's language. */
const SAMPLE_REPLY: Record<Language, string> = {
  en: 'We are sorry: that evening is full, so we cannot move your booking.',
  zh: '很抱歉，当晚已满座，我们无法更改时间。',
};

/** The messages of `kind` as a guest speaking `lang` would receive them from the restaurant of `settings`, with a sample booking. */
export function previewMessages(kind: PreviewKind, lang: Language, settings: RestaurantSettings): OutgoingMessage[] {
  if (kind === 'reminder') return reminderMessages({ ...sample, lang, food: '' }, settings.restaurant, settings.allergy_notice_hours);
  const notice = { ...sample, lang, revision: 1 };
  const options = { now: new Date('2026-06-03T02:00:00Z'), host: 'restaurant.example', diningMinutes: settings.dining_minutes };
  const refund = { kind: 'refund' as const, amountMinor: 100_000, currency: 'CNY' as const, method: 'wechat' };
  if (kind === 'cancelled') return cancelledNotice(notice, refund, settings.restaurant, options);
  if (kind === 'moved') return movedNotice(notice, { booking_date: '2026-06-09', timeslot: '18:00', pax: 2 }, settings.restaurant, options);
  if (kind === 'refunded') return refundedNotice(notice, [{ ...refund, amountMinor: 25_050 }], settings.restaurant);
  if (kind === 'request_declined') {
    return requestDeclinedNotice(notice, 'change', SAMPLE_REPLY[lang], settings.restaurant);
  }
  const deposit = settings.deposit_per_person_fen * sample.pax;
  return confirmationMessages(
    { ...sample, lang, depositFen: deposit, paid: { method: 'wechat', amountMinor: deposit, currency: 'CNY' }, food: 'No Pork / shellfish', occasion: 'Birthday / ', revision: 0 },
    settings.restaurant,
    {
      now: new Date('2026-06-03T02:00:00Z'),
      policy: { freeCancelWorkingDays: settings.free_cancel_working_days, allergyHours: settings.allergy_notice_hours },
      diningMinutes: settings.dining_minutes,
    },
  );
}
