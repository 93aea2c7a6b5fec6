import { chinaTime } from '../china-time.ts';
import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { money, parseOptions } from '../command-options.ts';
import type { BookedForGuest } from '../../../api-client/contract/staff-actions.ts';
import { toldLine } from './booking-actions.ts';

const USAGE = 'Usage: npm run admin -- book YYYY-MM-DD HH:MM PARTY --name "FIRST LAST" (--phone +86NUMBER | --email ADDRESS) [--waive-deposit REASON]';

/** "Mei Ling Lin" -> Mei Ling / Lin; "林美玲" (no space) -> 美玲 / 林: a Chinese family name comes first. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const trimmed = name.trim();
  const space = trimmed.lastIndexOf(' ');
  if (space > 0) return { first_name: trimmed.slice(0, space).trim(), last_name: trimmed.slice(space + 1) };
  if (/^\p{Script=Han}{2,}$/u.test(trimmed)) return { first_name: trimmed.slice(1), last_name: trimmed.slice(0, 1) };
  throw new Error(`Give the guest's first and last name: --name "FIRST LAST" (got "${trimmed}").`);
}

/** '+86 138 0013 8000', '+8613800138000' or '13800138000' -> 86 / 13800138000; '+1 4155550100' -> 1 / 4155550100. */
export function splitPhone(phone: string): { country: string; phone: string } {
  const spaced = /^\s*(?:\+|00)(\d{1,4})[\s-]+([\d\s-]+)$/.exec(phone);
  if (spaced) return { country: spaced[1]!, phone: spaced[2]!.replace(/[\s-]/g, '') };
  const digits = phone.replace(/[\s-]/g, '');
  const mainland = /^(?:\+86|0086|86)?(1\d{10})$/.exec(digits);
  if (mainland) return { country: '86', phone: mainland[1]! };
  throw new Error(`Write the phone as +86 followed by the mobile number, or as +CC NUMBER for another country (got "${phone}").`);
}

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
  ],
  async run(args) {
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
