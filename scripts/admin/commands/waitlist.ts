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

/** Who waits for a full evening: one line per guest, in the order they will be told. */
export const waitlistCommand: AdminCommand = {
  name: 'waitlist',
  usage: ['waitlist [DATE]                          who waits for a full evening (DATE, or every evening from today), in order'],
  async run([date]) {
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
