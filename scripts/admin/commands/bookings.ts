import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { parseOptions } from '../command-options.ts';
import { cancelledLines, movedLines, toldLine } from './booking-actions.ts';
import type { RequestResolved } from '../../../api-client/contract/staff-actions.ts';

export const bookingsCommand: AdminCommand = {
  name: 'bookings',
  usage: ['bookings YYYY-MM-DD                      bookings and live holds of a date'],
  run: ([date]) => call('admin_bookings', { query: { date } }),
};

/** The body of a resolve: what staff typed after the request's id. */
function resolution(words: string[], options: Record<string, string | true>): Record<string, unknown> {
  const [action, ...rest] = words;
  if (action === 'cancel') return { action, refund: options.refund, note: options.note };
  if (action === 'decline') return { action, reply: rest.join(' ') };
  if (action === 'move') return { action, date: rest[0], time: rest[1], party: options.party, area: options.area, override: options.override === true ? true : undefined, note: options.note };
  return { resolution: words.join(' ') };
}

export const requestsCommand: AdminCommand = {
  name: 'requests',
  usage: [
    'requests [all]                           open change/cancel requests (all: resolved too)',
    'requests resolve ID cancel [--refund policy|full|none|AMOUNT]    cancel the booking as asked',
    'requests resolve ID move YYYY-MM-DD HH:MM [--party N] [--override]',
    'requests resolve ID decline TEXT         keep the booking; the guest gets TEXT',
    'requests resolve ID "what was done"      only note it done (the guest is not messaged)',
  ],
  async run([sub, ...rest]) {
    if (sub !== 'resolve') return call('admin_requests', { query: { open: sub === 'all' ? 'false' : 'true' } });
    const { words, options } = parseOptions(rest, ['refund', 'note', 'party', 'area'], ['override']);
    const [id, ...what] = words;
    if (!id || what.length === 0) throw new Error('Usage: npm run admin -- requests resolve ID cancel|decline TEXT|move YYYY-MM-DD HH:MM');
    const result = (await call('admin_resolve_request', { params: { id }, body: resolution(what, options) })) as RequestResolved;
    if (result.cancelled) return [`Request ${result.id}: booking cancelled as asked`, ...cancelledLines(result.cancelled)];
    if (result.moved) return [`Request ${result.id}: booking moved as asked`, ...movedLines(result.moved)];
    if (result.outcome === 'declined') return [`Request ${result.id}: declined; the booking stays`, toldLine(result.told)];
    return [`Request ${result.id}: noted as done (the guest was not messaged)`];
  },
};
