import type { Lang } from '../../i18n/i18n-core.ts';

/**
 * The words of "I'm coming", in the my-bookings chunk rather than the language files every page
 * downloads first (the embed's first download has no room left). The reminder quotes the button
 * (server/messaging/reminder-messages.ts CONFIRM_WORDS): keep both the same.
 */
export const VISIT_TEXT: Record<Lang, { confirm: string; confirmHint: string; confirmed: string; notUpcoming: string }> = {
  en: {
    confirm: "I'm coming",
    confirmHint: 'Tell the restaurant you will come as booked.',
    confirmed: 'Thank you: the restaurant knows you are coming.',
    notUpcoming: 'This booking was cancelled or its visit is over.',
  },
  zh: {
    confirm: '确认到店',
    confirmHint: '告诉餐厅您会按预订时间到店。',
    confirmed: '谢谢！餐厅已收到您的到店确认。',
    notUpcoming: '此预订已取消或用餐时间已过。',
  },
};
