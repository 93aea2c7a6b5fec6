/**
 * One glossary per language: the words the site, the widget, the e-mails and the SMS use for the
 * same things, and the one way money is written, so an e-mail never says "我的订位" beside the
 * site's "我的预订". A test (glossary.test.ts) holds every message template and UI resource to these terms.
 */

export type GlossaryLanguage = 'en' | 'zh';

export const GLOSSARY = {
  en: {
    booking: 'booking',
    /** The guest's bookings: the page, its heading, every link and button to it, the e-mail's pointer. */
    myBookings: 'My bookings',
    bookingCode: 'Booking code',
    deposit: 'deposit',
    /** Party size: the label ('Guests') and the count ('4 guests'), never persons. */
    guests: 'Guests',
    closedNotice: 'Online reservation is closed at the moment. Please check back later.',
    maintenanceNotice: 'We are carrying out system maintenance. Please check back later.',
  },
  zh: {
    /** 预订, never 订位/订座/预定. */
    booking: '预订',
    /** 我的预订 for the page and every link to it, never 查询预订/查看我的预订. */
    myBookings: '我的预订',
    bookingCode: '预订编号',
    /** 订金 (a deposit deducted from the bill), never 定金 (a forfeitable earnest). */
    deposit: '订金',
    /** Party size: the label 人数, counted in 位 ('4 位'). */
    guests: '人数',
    closedNotice: '在线预订暂时关闭，请稍后再来。',
    maintenanceNotice: '系统正在维护中，请稍后再来。',
  },
} as const;

/** A party counted as the glossary counts it: '1 guest', '4 guests'; '4位'. */
export function guestCount(pax: number, lang: GlossaryLanguage): string {
  return lang === 'zh' ? `${pax}位` : `${pax} ${pax === 1 ? 'guest' : 'guests'}`;
}

/** Words the glossary replaced: none may appear in a template or a UI resource of that language. */
export const AVOIDED_TERMS: Record<GlossaryLanguage, readonly string[]> = {
  en: [
    'reservation code', 'Reservation code', 'My reservations', 'CNY ', 'Check my booking', 'Check your booking', 'check my booking', 'check your booking',
    'Persons', 'persons', 'Number of persons',
  ],
  zh: ['订位', '订座', '预定', '定金', '预订号', '预订码', 'RMB', 'CNY', '人民币元', '查询预订', '查询我的预订', '查看我的预订'],
};

/**
 * Also replaced on the screens (the widget's and the site's tests hold their resources to these
 * too); the messages never had them.
 */
export const AVOIDED_ON_SCREENS: Record<GlossaryLanguage, readonly string[]> = {
  en: ['System maintenance'],
  zh: ['系统正在维护，'],
};

/**
 * Thousands grouped with commas, as en-US writes them, without Intl: a page's first Intl number
 * or date formatter costs a phone tens of milliseconds of script time (ICU's locale data).
 */
const grouped = (minor: number) => {
  const whole = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  return `${String(whole).replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
};

/**
 * Money as every screen and message writes it, from integer minor units (fen, US cents):
 * 'RMB 1,376.00' / '人民币 1,376.00 元', 'USD 192.64' / '192.64 美元'.
 */
export function formatMoney(minor: number, currency: 'CNY' | 'USD', lang: GlossaryLanguage): string {
  const amount = grouped(Math.round(minor));
  if (currency === 'USD') return lang === 'zh' ? `${amount} 美元` : `USD ${amount}`;
  return lang === 'zh' ? `人民币 ${amount} 元` : `RMB ${amount}`;
}

/**
 * Names kept capitalised inside an English label: brands, places, days, abbreviations. Any other
 * capital after a label's first word is title case ("Show Details"), which the screens do not use.
 */
const PROPER_NAMES = ['Apple Maps', 'Baidu Maps', 'Amap', 'WeChat Pay', 'Google Calendar', 'Counter Shanghai', 'Fuxing Road West', 'Wulumuqi Road', 'Changshu Road', 'Chinese', 'English', 'WeChat', 'PayPal', 'Alipay', 'Apple', 'Outlook.com', 'Outlook', 'Shanghai', 'I',
  'Mr', 'Ms', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The words of an English label (a button, heading or field name: a text without a full stop)
 * that break sentence case: capitalised after the first word without being a name. Sentences are
 * left alone; their capitals follow grammar and quotation.
 */
export function titleCaseWords(label: string): string[] {
  if (/[.!?:…]\s*$|[.!?]\s/.test(label) || label.includes('{{')) return [];
  const unnamed = PROPER_NAMES.reduce((text, name) => text.replace(new RegExp(`\\b${name.replace('.', '\\.')}\\b`, 'g'), 'name'), label);
  const [, ...rest] = unnamed.split(/[\s·/()—–-]+/).filter(Boolean);
  return rest.filter((word) => /^[A-Z][a-z]/.test(word));
}
