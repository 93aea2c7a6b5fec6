import { guestCount } from '../../api-client/rules/glossary.ts';
import { visitDate } from '../notices/facts.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const WORDS = {
  en: {
    title: 'Leave the waitlist?',
    waiting: (date: string, party: string) => `You are on the waitlist for ${date}, ${party}.`,
    left: (date: string) => `You have already left the waitlist for ${date}.`,
    leave: 'Leave the waitlist',
    keep: 'Keep my place',
    book: 'Book a table',
    unknown: 'This waitlist link does not work. To leave the waitlist, please call us.',
    other: '中文',
  },
  zh: {
    title: '退出候补名单？',
    waiting: (date: string, party: string) => `您在${date}的候补名单上，${party}。`,
    left: (date: string) => `您已退出 ${date} 的候补名单。`,
    leave: '退出候补名单',
    keep: '保留我的位置',
    book: '预订座位',
    unknown: '此候补链接无效。如需退出候补名单，请致电我们。',
    other: 'English',
  },
} as const;

/** The entry a leave link names, as the page states it. */
export interface LeavingEntry {
  booking_date: string;
  pax: number;
  left: boolean;
}

/**
 * The page a waitlist message's leave link opens, in the guest's language: what they wait for and
 * a button that leaves (a POST), since mail scanners open links and must not take anyone off.
 */
export function leavePage(lang: 'en' | 'zh', token: string, entry: LeavingEntry | null): string {
  const words = WORDS[lang];
  const other = lang === 'en' ? 'zh' : 'en';
  const switchUrl = `/api/leave_waitlist?t=${encodeURIComponent(token)}&lang=${other}`;
  const date = entry && visitDate(entry.booking_date, lang);
  const body = !entry
    ? `<p role="alert">${escape(words.unknown)}</p>`
    : entry.left
      ? `<p>${escape(words.left(date!))}</p><p><a href="/booking?lang=${lang}">${escape(words.book)}</a></p>`
      : `<p>${escape(words.waiting(date!, guestCount(entry.pax, lang)))}</p>
<form method="post" action="/api/leave_waitlist"><input type="hidden" name="t" value="${escape(token)}"><input type="hidden" name="lang" value="${lang}"><button type="submit">${escape(words.leave)}</button></form>
<p><a href="/booking?lang=${lang}">${escape(words.keep)}</a></p>`;
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(words.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
button{font-size:1.1rem;padding:.8rem 1.2rem;margin:.4rem 0;width:100%;border-radius:.4rem;border:1px solid #8a1c1c;background:#8a1c1c;color:#fff}
</style></head><body>
<p><a href="${escape(switchUrl)}" lang="${other === 'zh' ? 'zh-CN' : 'en'}">${words.other}</a></p>
<h1>${escape(words.title)}</h1>
${body}
</body></html>`;
}
