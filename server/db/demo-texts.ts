import type { RestaurantTextKey } from '../../api-client/contract/content.ts';
import type { TextLanguage } from '../content/restaurant-texts.ts';

type Texts = Partial<Record<RestaurantTextKey, Record<TextLanguage, string>>>;

/**
 * The texts stating the booking rules, written from their placeholders: what a new restaurant
 * starts with (`admin setup`) and the demo restaurant's wording.
 */
export const ruleTexts: Texts = {
  notes: {
    en: 'Free cancellation at least {free_cancel_working_days} working days before your visit. Inside that, the deposit is not refunded but the booking can be moved. PayPal refunds carry a {paypal_refund_fee_percent}% fee.',
    zh: '用餐前至少 {free_cancel_working_days} 个工作日可免费取消；之后订金不予退还，但可改期。PayPal 退款收取 {paypal_refund_fee_percent}% 手续费。',
  },
  deposit_policy: {
    en: 'The deposit of RMB {deposit} per guest secures your seats and is deducted from your final bill at the restaurant.',
    zh: '每位 {deposit} 元订金用于保留座位，将在餐厅结账时从总额中扣除。',
  },
  deposit_policy_international: {
    en: 'For guests from outside mainland China: the deposit of RMB {deposit} per guest secures your seats and is deducted from your final bill. PayPal charges it in USD.',
    zh: '中国大陆以外的客人：每位 {deposit} 元订金用于保留座位，将从最终账单中扣除。PayPal 以美元收取。',
  },
  change_policy: {
    en: 'Reminder: free cancellation at least {free_cancel_working_days} working days before; inside that the deposit is not refunded but the booking can be moved.',
    zh: '提示：用餐前至少 {free_cancel_working_days} 个工作日可免费取消；之后订金不予退还，但可改期。',
  },
  private_room: {
    en: 'The private room is for parties of {private_room_min_party} or more, booked at least {private_room_notice_working_days} working days ahead.',
    zh: '包间需 {private_room_min_party} 位或以上，并至少提前 {private_room_notice_working_days} 个工作日预订。',
  },
};

/** The demo restaurant's texts: the rules' texts, its house notes, its menu and its chef. */
export const demoTexts: Texts = {
  ...ruleTexts,
  notes: {
    en: [
      ruleTexts.notes!.en,
      'Please tell us about allergies at least {allergy_notice_hours} hours ahead. Children under 12 are not recommended.',
      'Bring your own wine: one bottle up to 750 ml per party, corkage RMB 800.',
      'The tasting menu follows the season and may change without notice.',
    ].join('\n'),
    zh: [
      ruleTexts.notes!.zh,
      '如有过敏请至少提前 {allergy_notice_hours} 小时告知。不建议 12 岁以下儿童用餐。',
      '自带酒水：每桌限一瓶（不超过 750 毫升），开瓶费人民币 800 元。',
      '品鉴菜单随季节变化，如有更改恕不另行通知。',
    ].join('\n'),
  },
  menu_name: { en: 'Seasonal tasting menu', zh: '时令品鉴菜单' },
  menu_description: {
    en: 'Eleven courses from the markets of the Yangtze delta, cooked and served in front of you at the counter.',
    zh: '十一道取材于长江三角洲时令市场的菜品，在吧台前现做现上。',
  },
  menu_price: { en: 'RMB 1,880 per person', zh: '每位人民币 1,880 元' },
  tagline: { en: 'Chef’s counter · Shanghai', zh: '主厨吧台 · 上海' },
  phone_hours: { en: 'Tuesday to Saturday, 2 p.m. to 10 p.m.', zh: '周二至周六 下午2点至晚上10点' },
  chef: {
    en: 'Our chef cooked in Shanghai and Kyoto before opening the counter. The menu changes with what the growers and fishermen bring each week.',
    zh: '主厨曾在上海与京都的厨房工作，之后开设了这家吧台餐厅。菜单随每周农户与渔民送来的食材而变化。',
  },
};
