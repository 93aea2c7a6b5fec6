import type { RestaurantTexts } from '../../api-client/contract/content.ts';

/** The demo restaurant's texts as its card carries them, rules filled in (server/db/demo-texts.ts). */
export const CARD_TEXTS: RestaurantTexts = {
  en: {
    notes: [
      'Free cancellation at least 4 working days before your visit. Inside that, the deposit is not refunded but the booking can be moved. PayPal refunds carry a 4.5% fee.',
      'Please tell us about allergies at least 48 hours ahead. Children under 12 are not recommended.',
      'Bring your own wine: one bottle up to 750 ml per party, corkage RMB 800.',
    ].join('\n'),
    deposit_policy: 'The deposit of RMB 500 per guest secures your seats and is deducted from your final bill at the restaurant.',
    deposit_policy_international: 'For guests from outside mainland China: the deposit of RMB 500 per guest secures your seats and is deducted from your final bill. PayPal charges it in USD.',
    change_policy: 'Reminder: free cancellation at least 4 working days before; inside that the deposit is not refunded but the booking can be moved.',
    private_room: 'The private room is for parties of 6 or more, booked at least 7 working days ahead.',
    menu_name: 'Seasonal tasting menu',
    menu_description: 'Eleven courses from the markets of the Yangtze delta, cooked and served in front of you at the counter.',
    menu_price: 'RMB 1,880 per person',
    chef: 'Our chef cooked in Shanghai and Kyoto before opening the counter.',
    tagline: 'Chef’s counter · Shanghai',
    phone_hours: 'Tuesday to Saturday, 2 p.m. to 10 p.m.',
  },
  zh: {
    notes: [
      '用餐前至少 4 个工作日可免费取消；之后订金不予退还，但可改期。PayPal 退款收取 4.5% 手续费。',
      '如有过敏请至少提前 48 小时告知。不建议 12 岁以下儿童用餐。',
      '自带酒水：每桌限一瓶（不超过 750 毫升），开瓶费人民币 800 元。',
    ].join('\n'),
    deposit_policy: '每位 500 元订金用于保留座位，将在餐厅结账时从总额中扣除。',
    deposit_policy_international: '中国大陆以外的客人：每位 500 元订金用于保留座位，将从最终账单中扣除。PayPal 以美元收取。',
    change_policy: '提示：用餐前至少 4 个工作日可免费取消；之后订金不予退还，但可改期。',
    private_room: '包间需 6 位或以上，并至少提前 7 个工作日预订。',
    menu_name: '时令品鉴菜单',
    menu_description: '十一道取材于长江三角洲时令市场的菜品，在吧台前现做现上。',
    menu_price: '每位人民币 1,880 元',
    chef: '主厨曾在上海与京都的厨房工作，之后开设了这家吧台餐厅。',
    tagline: '主厨吧台 · 上海',
    phone_hours: '周二至周六 下午2点至晚上10点',
  },
};
