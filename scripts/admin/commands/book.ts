import { chinaTime } from '../china-time.ts';
import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { money, parseOptions } from '../command-options.ts';
import type { BookedForGuest } from '../../../api-client/contract/staff-actions.ts';
import { toldLine } from './booking-actions.ts';
import { bookWalkIn } from './walk-in.ts';
import { splitName, splitPhone } from './guest-words.ts';

const USAGE = 'Usage: npm run admin -- book YYYY-MM-DD HH:MM PARTY --name "FIRST LAST" (--phone +86NUMBER | --email ADDRESS) [--waive-deposit REASON]';

export function bookedLines(result: BookedForGuest): string[] {
  return [
    `Booked ${result.code}: ${result.date} ${result.time}, ${result.pax} guests, ${result.area}`,
    result.deposit_waived !== null
      ? `Deposit waived: ${result.deposit_waived}`
      : `Deposit ${money(result.deposit_fen, 'CNY')} asked by a payment link; the table is held until ${chinaTime(result.hold_expires_at!)}`,
    ...(result.pay_link ? [`Payment link: ${result.pay_link}`] : []),
    toldLine(result.told),
  ];
}

export const bookCommand: AdminCommand = {
  name: 'book',
  usage: [
    'book YYYY-MM-DD HH:MM PARTY --name "FIRST LAST" (--phone +86NUMBER | --email ADDRESS) [--waive-deposit REASON]',
    '     [--gender M|F] [--lang en|zh] [--area counter|private] [--notes TEXT] [--note TEXT]',
    '                                         book for a guest who phoned; without a waiver they get a payment link',
    'book YYYY-MM-DD HH:MM PARTY --walk-in [--name "FIRST LAST"] [--area AREA] [--lang en|zh] [--note TEXT]',
    '                                         seat a party at the door in a seating under way tonight (no deposit)',
  ],
  async run(args) {
    if (args.includes('--walk-in')) return bookWalkIn(args);
    const { words, options } = parseOptions(args, ['name', 'phone', 'email', 'waive-deposit', 'gender', 'lang', 'area', 'notes', 'note']);
    const [date, time, party] = words;
    if (!date || !time || !party || typeof options.name !== 'string') throw new Error(USAGE);
    if (!options.phone && !options.email) throw new Error(`Give the guest's --phone or --email, so they receive the confirmation.\n${USAGE}`);
    const phone = typeof options.phone === 'string' ? splitPhone(options.phone) : {};
    const result = (await call('admin_book_for_guest', {
      body: {
        date,
        time,
        party,
        ...splitName(options.name),
        ...phone,
        email: options.email,
        waive_deposit: options['waive-deposit'],
        gender: typeof options.gender === 'string' ? options.gender.toUpperCase() : undefined,
        lang: options.lang,
        area: options.area,
        notes: options.notes,
        note: options.note,
      },
    })) as BookedForGuest;
    return bookedLines(result);
  },
};
