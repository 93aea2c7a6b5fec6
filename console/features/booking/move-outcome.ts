import type { TFunction } from 'i18next';
import type { BookingDetails, BookingMoved } from '../../../api-client/contract/staff-actions.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { shanghaiWallClock } from '../../../api-client/rules/restaurant-date.ts';
import type { Lang } from '../../../widget/i18n/i18n-core.ts';

/** An instant as staff read it: Shanghai's wall clock to the minute. */
export const shanghaiMinute = (at: Date | string) => shanghaiWallClock(new Date(at)).slice(0, 16).replace('T', ' ');

/** The channels a message went by, in words: "e-mail and text message". */
const channelWords = (t: TFunction, told: Array<'email' | 'sms'>) => told.map((channel) => t(`channels.${channel}`)).join(t('channels.and'));

/**
 * What staff are told after a move: where it went, what the deposit now asks (a link sent for a
 * larger party, a difference owed with no link, or paid beyond a smaller one), and who was told.
 */
export function moveOutcome(t: TFunction, lang: Lang, moved: BookingMoved): string {
  const difference = moved.deposit_difference_fen;
  const link = moved.pay_link && moved.pay_link.told.length > 0 ? moved.pay_link : null;
  const lines = [t('book.moved', { code: moved.code, date: moved.to.date, time: moved.to.time, pax: t('tonight.guests', { count: moved.to.pax }) })];
  if (difference > 0 && link) {
    lines.push(t('book.pay_link_sent', { amount: formatMoney(difference, 'CNY', lang), channels: channelWords(t, link.told), until: shanghaiMinute(link.expires_at) }));
  } else if (difference > 0) {
    lines.push(t('book.difference_owed', { amount: formatMoney(difference, 'CNY', lang) }));
  } else if (moved.paid_beyond) {
    lines.push(t('book.paid_beyond', { amount: formatMoney(moved.paid_beyond.amount_minor, moved.paid_beyond.currency, lang) }));
  }
  lines.push(moved.told.length > 0 ? t('book.told', { channels: channelWords(t, moved.told) }) : t('book.not_told'));
  return lines.join(' ');
}

type Topup = BookingDetails['topups'][number];

/** A top-up as the booking shows it: paid, its link still open, or run out; replaced or cancelled ones are history only. */
export function topupLine(t: TFunction, lang: Lang, topup: Topup): string | null {
  if (topup.status === 'cancelled' || topup.status === 'replaced') return null;
  return t(`book.topup_${topup.status}`, {
    from: topup.pax_before,
    to: topup.pax_after,
    amount: formatMoney(topup.amount_fen, 'CNY', lang),
    until: shanghaiMinute(topup.expires_at),
  });
}
