/**
 * One glossary per language: the words the site, the widget, the e-mails and the SMS use for the
 * same things, and the one way money is written. Issue 19 found "我的订位" in the e-mail beside
 * "我的预订" on the site, and "RMB 1,376.00" in a Chinese e-mail beside "人民币 1,376.00 元" on the
 * review. A test (glossary.test.ts) holds every message template and UI resource to these terms.
 */

export type GlossaryLanguage = 'en' | 'zh';

export const GLOSSARY = {
  en: {
    booking: 'booking',
    myBookings: 'My bookings',
    bookingCode: 'Booking code',
    deposit: 'deposit',
  },
  zh: {
    /** 预订, never 订位/订座/预定. */
    booking: '预订',
    myBookings: '我的预订',
    bookingCode: '预订编号',
    /** 订金 (a deposit deducted from the bill), never 定金 (a forfeitable earnest). */
    deposit: '订金',
  },
} as const;

/** Words the glossary replaced: none may appear in a template or a UI resource of that language. */
export const AVOIDED_TERMS: Record<GlossaryLanguage, readonly string[]> = {
  en: ['reservation code', 'Reservation code', 'My reservations', 'CNY '],
  zh: ['订位', '订座', '预定', '定金', '预订号', '预订码', 'RMB', 'CNY', '人民币元'],
};

const grouped = (minor: number) => {
  const whole = Math.floor(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  return `${whole.toLocaleString('en-US')}.${cents}`;
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
