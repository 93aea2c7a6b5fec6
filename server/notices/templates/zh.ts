import { GLOSSARY, guestCount } from '../../../api-client/rules/glossary.ts';
import type { ConfirmedFacts, DepositWords, NoticeTemplates, Place, Visit } from './kinds.ts';

/** What the guest's messages say in Chinese. */
const words = GLOSSARY.zh;
/** The manage page's button the reminder asks the guest to tap (the widget's myBookings.confirmVisit). */
const CONFIRM_BUTTON = '确认到店';

const greeting = (guest: string) => (guest ? `尊敬的${guest}：` : '您好：');

const details = (visit: Visit) => [
  `日期：${visit.date}`,
  `时间：${visit.time}`,
  `人数：${visit.pax}`,
  ...(visit.seats ? [`吧台座位：${visit.seats}`] : []),
  ...(visit.deposit === undefined ? [] : [`订金：${visit.deposit}`]),
  `${words.bookingCode}：${visit.code}`,
];

const signature = (place: Place) => [place.name, `地址：${place.address}`, `电话：${place.phone}`];

/** The booking opens from the link without a code: to see it, add it to a calendar, say the guest is coming, ask for a change. */
const manageLines = (url: string) => [
  `查看或管理您的${words.booking}（加入日历、确认到店、申请更改或取消），无需验证码：`,
  url,
  `链接仅用于本次${words.booking}，用餐结束后失效；也可在“${words.myBookings}”中凭验证码查看，或致电我们。`,
];

/** What the guest chose (food, occasion), or the allergy question when they named no food. */
function choiceLines(facts: ConfirmedFacts): string[] {
  const lines: string[] = [];
  if (facts.food) lines.push(`饮食禁忌：${facts.food}`);
  if (facts.occasion) lines.push(`特别场合：${facts.occasion}`);
  if (!facts.food && facts.allergyHours > 0) lines.push(`如有食物过敏或饮食禁忌，请至少在到店前 ${facts.allergyHours} 小时告诉我们。`);
  return lines;
}

const cancellationRule = (days: number) => `取消规则：用餐前至少 ${days} 个工作日取消可退还订金；之后订金不予退还，但可改期。`;

function depositSentence(deposit: DepositWords): string {
  if (deposit.kind === 'refund') return `您的订金 ${deposit.amount} 将原路退回至您的${deposit.method}账户，到账时间以${deposit.method}为准。`;
  if (deposit.kind === 'kept') return '按照取消政策，用餐前不足免费取消期限的取消不退还订金；如需改期，请与我们联系。';
  return '';
}

export const zh: NoticeTemplates = {
  methods: { wechat: '微信支付', alipay: '支付宝', paypal: 'PayPal' },
  listed: (items) => items.join('、'),
  paidDeposit: (paid) => `${paid.deposit}${paid.paidUsd ? ` = ${paid.paidUsd}` : ''}（${paid.method}，已支付）`,
  calendar: (visit) => ({
    title: `${visit.place.name} 晚餐（${guestCount(visit.pax, 'zh')}）`,
    description: [...details(visit), `电话: ${visit.place.phone}`].join('\n'),
  }),

  confirmed: (visit, facts) => {
    const choices = choiceLines(facts);
    const chosen = choices.map((line) => line.replace(/。$/, '') + '。').join('');
    return {
      subject: `${words.booking}确认 ${visit.date} ${visit.time} · ${visit.code}`,
      lines: [
        greeting(visit.guest),
        '',
        `您的订金已支付，${words.booking}已确认。`,
        '',
        ...details(visit),
        ...choices,
        '',
        '订金将在结账时从账单中扣除。',
        cancellationRule(facts.freeCancelWorkingDays),
        '',
        ...manageLines(facts.manageUrl),
        '',
        ...signature(visit.place),
      ],
      sms:
        `【${visit.place.name}】${words.booking}已确认：${visit.date} ${visit.time}，${guestCount(visit.pax, 'zh')}，订金${visit.deposit}。${chosen}` +
        `用餐前${facts.freeCancelWorkingDays}个工作日外取消可退订金。${words.bookingCode} ${visit.code}。地址：${visit.place.address}。` +
        `电话：${visit.place.phone}。管理${words.booking}：${facts.manageUrl}`,
    };
  },

  bookedForGuest: (visit, facts) => {
    const deposit = facts.depositWaived ? '本次预订无需订金。' : '';
    return {
      subject: `${words.booking}确认 ${visit.date} ${visit.time} · ${visit.code}`,
      lines: [
        greeting(visit.guest),
        '',
        `您的${words.booking}已确认。`,
        '',
        ...details(visit),
        ...(deposit ? ['', deposit] : []),
        '',
        ...(facts.manageUrl ? manageLines(facts.manageUrl) : [`如需更改或取消，请在“${words.myBookings}”中提交申请，或致电我们。`]),
        '',
        ...signature(visit.place),
      ],
      sms:
        `【${visit.place.name}】${words.booking}已确认：${visit.date} ${visit.time}，${guestCount(visit.pax, 'zh')}。${words.bookingCode} ${visit.code}。` +
        `${deposit}电话：${visit.place.phone}${facts.manageUrl ? `。管理${words.booking}：${facts.manageUrl}` : ''}`,
    };
  },

  payLink: (visit, link) => ({
    subject: `请支付订金以确认${words.booking} ${visit.date} ${visit.time} · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `我们已为您保留座位，请在 ${link.deadline}（北京时间）前支付订金 ${link.deposit} 以确认${words.booking}：`,
      link.url,
      '',
      ...details(visit),
      '',
      '订金将在结账时从账单中扣除。逾期未付，座位将被释放。',
      '',
      ...signature(visit.place),
    ],
    sms: `【${visit.place.name}】已为您保留${visit.date} ${visit.time}，${guestCount(visit.pax, 'zh')}。请于${link.deadline}前支付订金${link.deposit}：${link.url}`,
  }),

  moved: (visit, previous) => ({
    subject: `${words.booking}已更改 ${visit.date} ${visit.time} · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `您的${words.booking}已更改（原为 ${previous.date} ${previous.time}, ${guestCount(previous.pax, 'zh')}）。新的${words.booking}：`,
      '',
      ...details(visit),
      '',
      '附件中的日历文件会更新您日历中的这次晚餐。',
      '',
      ...signature(visit.place),
    ],
    sms:
      `【${visit.place.name}】您的${words.booking}已更改为：${visit.date} ${visit.time}，${guestCount(visit.pax, 'zh')}。` +
      `${words.bookingCode} ${visit.code}。电话：${visit.place.phone}`,
  }),

  cancelled: (visit, deposit) => {
    const money = depositSentence(deposit);
    return {
      subject: `${words.booking}已取消 ${visit.date} ${visit.time} · ${visit.code}`,
      lines: [
        greeting(visit.guest),
        '',
        `您的${words.booking}已取消：`,
        '',
        ...details(visit),
        ...(money ? ['', money] : []),
        '',
        '如有疑问，请致电我们。',
        '',
        ...signature(visit.place),
      ],
      sms: `【${visit.place.name}】您${visit.date} ${visit.time}的${words.booking}已取消。${words.bookingCode} ${visit.code}。${money}电话：${visit.place.phone}`,
    };
  },

  requestDeclined: (visit, facts) => {
    const asked = facts.asked === 'cancel' ? '取消' : '更改';
    return {
      subject: `关于您${asked}${words.booking}的申请 · ${visit.code}`,
      lines: [
        greeting(visit.guest),
        '',
        `我们无法按您的申请${asked}以下${words.booking}，该${words.booking}保持不变：`,
        '',
        ...details(visit),
        '',
        facts.reply,
        '',
        ...signature(visit.place),
      ],
      sms: `【${visit.place.name}】关于您${visit.date} ${visit.time}的${words.booking}（${visit.code}）：${facts.reply} 电话：${visit.place.phone}`,
    };
  },

  refunded: (visit, refunds) => {
    const [one] = refunds;
    const line =
      refunds.length === 1 && one
        ? `我们已向您退款 ${one.amount}，将原路退回至您的${one.method}账户。`
        : `我们已向您退款 ${refunds.map((refund) => `${refund.amount}（${refund.method}）`).join('、')}，将原路退回至您的相应账户。`;
    return {
      subject: `退款 ${refunds.map((refund) => refund.amount).join(' + ')} · ${visit.code}`,
      lines: [greeting(visit.guest), '', line, '', ...details(visit), '', ...signature(visit.place)],
      sms: `【${visit.place.name}】${line}${words.bookingCode} ${visit.code}。电话：${visit.place.phone}`,
    };
  },

  topupLink: (visit, link) => ({
    subject: `请支付新增人数的订金 ${link.amount} · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `您的${words.booking}已由${guestCount(link.paxBefore, 'zh')}改为${guestCount(visit.pax, 'zh')}，座位已为您保留。` +
        `请在 ${link.deadline}（北京时间）前支付新增人数的订金 ${link.amount}：`,
      link.url,
      '',
      ...details(visit),
      '',
      `逾期未付，${words.booking}将恢复为${guestCount(link.paxBefore, 'zh')}，已付订金不受影响。`,
      '',
      ...signature(visit.place),
    ],
    sms: `【${visit.place.name}】您${visit.date} ${visit.time}的预订已改为${guestCount(visit.pax, 'zh')}。请于${link.deadline}前支付新增订金${link.amount}：${link.url}`,
  }),

  topupExpired: (visit, paxAsked) => ({
    subject: `${words.booking}恢复为${guestCount(visit.pax, 'zh')} · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `新增人数的订金未在期限内支付，您的${words.booking}已恢复为${guestCount(visit.pax, 'zh')}（而非${guestCount(paxAsked, 'zh')}）。如仍需增加人数，请联系我们。`,
      '',
      ...details(visit),
      '',
      ...signature(visit.place),
    ],
    sms: `【${visit.place.name}】新增订金未按时支付，您${visit.date} ${visit.time}的预订恢复为${guestCount(visit.pax, 'zh')}。`,
  }),

  topupPaid: (visit, amount) => ({
    subject: `已收到订金 ${amount}，${guestCount(visit.pax, 'zh')}已确认 · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `我们已收到您支付的订金 ${amount}，您的${words.booking}（${guestCount(visit.pax, 'zh')}）已确认。`,
      '',
      ...details(visit),
      '',
      ...signature(visit.place),
    ],
    sms: `【${visit.place.name}】已收到订金${amount}，您${visit.date} ${visit.time}的预订（${guestCount(visit.pax, 'zh')}）已确认。`,
  }),

  reminder: (visit, facts) => ({
    subject: `${words.booking}提醒：${visit.date} ${visit.time} · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `期待您光临${visit.place.name}：${visit.date} ${visit.time}，${guestCount(visit.pax, 'zh')}。`,
      '',
      ...(facts.allergyHours === null
        ? []
        : [`如有任何食物过敏或饮食禁忌，请至少在到店前 ${facts.allergyHours} 小时告诉我们（回复本邮件或致电），以便厨师准备。`, '']),
      `请打开下面的链接，点击“${CONFIRM_BUTTON}”告诉我们您会准时到店。`,
      '',
      ...manageLines(facts.manageUrl),
      '',
      `${words.bookingCode}：${visit.code}`,
      ...signature(visit.place),
    ],
    sms:
      `【${visit.place.name}】${words.booking}提醒：${visit.date} ${visit.time}，${guestCount(visit.pax, 'zh')}。` +
      `${facts.allergyHours === null ? '' : `如有过敏或饮食禁忌请提前 ${facts.allergyHours} 小时告知。`}` +
      `${words.bookingCode} ${visit.code}。请点击链接确认到店：${facts.manageUrl} 电话：${visit.place.phone}`,
  }),

  waitlistOffer: (offer) => ({
    subject: `${offer.date} 有空位了，为您保留至 ${offer.until} · ${offer.place.name}`,
    lines: [
      greeting(''),
      '',
      `您在候补名单上等待的 ${offer.date} 有空位了：${offer.time}，可容纳${guestCount(offer.pax, 'zh')}。`,
      '',
      `座位为您保留至 ${offer.until}（北京时间），其他客人在此之前无法预订。请点击下面的链接完成${words.booking}：`,
      offer.url,
      '',
      '如未在此之前完成，座位将让给候补名单上的下一位客人。如不再需要，请退出候补名单：',
      offer.leaveUrl,
      '',
      offer.place.name,
      `电话：${offer.place.phone}`,
    ],
    sms:
      `【${offer.place.name}】${offer.date} ${offer.time} 有空位了，已为您保留${guestCount(offer.pax, 'zh')}至 ${offer.until}（北京时间），` +
      `请在此前完成${words.booking}：${offer.url} 退出候补：${offer.leaveUrl}`,
  }),
};
