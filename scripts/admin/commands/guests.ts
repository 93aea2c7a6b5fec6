import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { money, parseOptions } from '../command-options.ts';
import { confirmOnTerminal } from '../confirm.ts';
import type { GuestProfile, GuestVisits } from '../../../api-client/contract/staff-guests.ts';
import { guestName } from '../../../api-client/rules/guest-name.ts';

const USAGE = 'Usage: npm run admin -- guests find TEXT | guests visits ID | guests merge FROM_ID INTO_ID [--yes]';
const amounts = (list: GuestVisits['paid']) => (list.length === 0 ? '-' : list.map((amount) => money(amount.amount_minor, amount.currency)).join(' + '));
const contact = (guest: { country: string | null; phone: string | null; email: string | null }) =>
  [guest.phone && `+${guest.country ?? '86'} ${guest.phone}`, guest.email].filter(Boolean).join(', ');

async function find(search: string): Promise<string[]> {
  const guests = (await call('staff_guests', { query: { search } })) as GuestProfile[];
  return guests.map((guest) =>
    [`#${guest.id}`, guestName(guest.first_name, guest.last_name) || '(no name)', contact(guest), `${guest.visits} visits`, guest.tags.length > 0 ? `tags: ${guest.tags.join(', ')}` : '']
      .filter(Boolean)
      .join('  '),
  );
}

async function visits(id: string): Promise<string[]> {
  const answer = (await call('staff_guest_visits', { params: { id } })) as GuestVisits;
  const lines = answer.visits.map((visit) =>
    [visit.date, visit.time, `${visit.pax} guests`, visit.walk_in ? `${visit.status} (walk-in)` : visit.status, `paid ${amounts(visit.paid)}`, `refunded ${amounts(visit.refunded)}`, `kept ${amounts(visit.kept)}`, visit.code].join('  '),
  );
  const count = answer.visits.length;
  return [`Guest #${answer.id}: ${count} booking${count === 1 ? '' : 's'}`, ...lines, `Deposits: paid ${amounts(answer.paid)}, refunded ${amounts(answer.refunded)}, kept ${amounts(answer.kept)}`];
}

async function merge(from: string, into: string, yes: boolean): Promise<string[]> {
  const what = `Merge guest #${from} into #${into}: its bookings, notes, tags, allergies and contacts go to #${into}, and #${from} disappears.`;
  await confirmOnTerminal(what, 'Type merge to go on: ', ['merge'], yes);
  const merged = (await call('staff_guest_merge', { params: { id: from }, body: { into: Number(into) } })) as { id: number; merged: number; bookings: number };
  return [`Merged guest #${merged.merged} into #${merged.id}: ${merged.bookings} booking${merged.bookings === 1 ? '' : 's'} moved`];
}

export const guestsCommand: AdminCommand = {
  name: 'guests',
  usage: [
    'guests find TEXT                         guests by name, phone or e-mail, with their ids',
    'guests visits ID                         a guest\'s bookings with deposits paid, refunded and kept',
    'guests merge FROM_ID INTO_ID [--yes]     merge two profiles of one person (manager or owner)',
  ],
  async run(args) {
    const { words, options } = parseOptions(args, [], ['yes']);
    const [what, first, second] = words;
    if (what === 'find') return find(words.slice(1).join(' '));
    if (what === 'visits' && first) return visits(first);
    if (what === 'merge' && first && second) return merge(first, second, options.yes === true);
    throw new Error(USAGE);
  },
};
