/** The demo restaurant's FAQ, in both languages; the restaurant replaces it with `admin faq import`. */
export const demoFaq = [
  {
    question_en: 'When are you open?',
    question_zh: '营业时间是什么时候？',
    answer_en: 'Tuesday to Saturday. Seatings start between 6 p.m. and 8 p.m.; dinner takes about two and a half hours.',
    answer_zh: '周二至周六营业。晚餐于晚上6点至8点之间开始，用餐时间约两个半小时。',
  },
  {
    question_en: 'Why do you take a deposit?',
    question_zh: '为什么需要支付订金？',
    answer_en: 'We prepare every course for the guests we expect. The deposit holds your seats and is deducted from your final bill.',
    answer_zh: '我们为每位预订的客人专门准备每一道菜。订金用于保留您的座位，并将从最终账单中扣除。',
  },
  {
    question_en: 'Can I cancel or change my booking?',
    question_zh: '我可以取消或更改预订吗？',
    answer_en: 'Free of charge up to {free_cancel_working_days} working days before your visit. Closer to the date the deposit is not refunded, but we will gladly help you rebook. PayPal refunds carry a {paypal_refund_fee_percent}% fee.',
    answer_zh: '在用餐日期前至少 {free_cancel_working_days} 个工作日可免费取消或更改。此后订金不予退还，但我们很乐意为您改期。PayPal 退款将收取 {paypal_refund_fee_percent}% 的手续费。',
  },
  {
    question_en: 'Do you cater for allergies and dietary restrictions?',
    question_zh: '你们可以照顾过敏和饮食禁忌吗？',
    answer_en: 'Yes. Please tell us at least {allergy_notice_hours} hours ahead so the kitchen can prepare.',
    answer_zh: '可以。请至少提前 {allergy_notice_hours} 小时告知我们，以便厨房做好准备。',
  },
  {
    question_en: 'Can we bring our own wine?',
    question_zh: '可以自带酒水吗？',
    answer_en: 'One bottle of up to 750 ml per party, with a corkage fee of RMB 800.',
    answer_zh: '每桌可携带一瓶不超过750毫升的葡萄酒，开瓶费为人民币800元。',
  },
  {
    question_en: 'Do you have a private room?',
    question_zh: '你们有私人包间吗？',
    answer_en: 'Yes, for parties of at least {private_room_min_party} guests, booked at least {private_room_notice_working_days} working days ahead.',
    answer_zh: '有，适合 {private_room_min_party} 位及以上的客人，需至少提前 {private_room_notice_working_days} 个工作日预订。',
  },
  {
    question_en: 'Are children welcome?',
    question_zh: '可以带孩子吗？',
    answer_en: 'Our tasting menu is long and quiet; we do not recommend it for children under 12.',
    answer_zh: '我们的品鉴菜单时间较长且环境安静，不建议12岁以下儿童用餐。',
  },
];
