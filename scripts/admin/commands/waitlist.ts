import { chinaTime } from '../china-time.ts';
import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';

interface ListedEntry {
  id: number;
  date: string;
  pax: number;
  times: string[];
  channel: string;
  contact: string;
  lang: string;
  created_at: string;
  notified_at: string | null;
}

/** One waiting guest offered seats by hand, or taken off the list, by their number in `waitlist`. */
async function changeEntry(sub: string, args: string[]): Promise<string> {
  const [id, time, area] = args;
  if (!id || !/^\d+$/.test(id) || (sub === 'offer' && !time)) throw new Error('Usage: npm run admin -- waitlist offer ID HH:MM [AREA] | waitlist remove ID');
  if (sub === 'remove') {
    await call('admin_remove_waitlist', { params: { id } });
    return `#${id} is off the waitlist; seats held for them and not paid are free again.`;
  }
  const offered = (await call('admin_offer_waitlist', { params: { id }, body: { time, area } })) as { code: string; expires_at: string };
  return `#${id} offered ${time}: held as ${offered.code} until ${chinaTime(offered.expires_at)}; the guest is told with the payment link.`;
}

/** Who waits for a full evening: one line per guest, in the order they will be told. */
export const waitlistCommand: AdminCommand = {
  name: 'waitlist',
  usage: [
    'waitlist [DATE]                          who waits for a full evening (DATE, or every evening from today), in order',
    'waitlist offer ID HH:MM [AREA]           offer a waiting guest seats of that seating by hand (held, the guest told)',
    'waitlist remove ID                       take a guest off the list (seats held for them come free)',
  ],
  async run([date, ...rest]) {
    if (date === 'offer' || date === 'remove') return changeEntry(date, rest);
    if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('Usage: npm run admin -- waitlist [YYYY-MM-DD]');
    const entries = (await call('admin_waitlist', { query: { date } })) as ListedEntry[];
    if (entries.length === 0) return date ? `Nobody waits for ${date}.` : 'Nobody waits for an evening from today on.';
    return entries.map((entry) => {
      const times = entry.times.length > 0 ? entry.times.join(', ') : 'any time';
      const state = entry.notified_at ? `told of free seats ${chinaTime(entry.notified_at)}` : 'waiting';
      return `#${entry.id} ${entry.date} ${entry.pax} guests, ${times}: ${entry.contact} (${entry.channel}, ${entry.lang}) since ${chinaTime(entry.created_at)}, ${state}`;
    });
  },
};
