import { chinaTime } from '../china-time.ts';
import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { money, parseOptions } from '../command-options.ts';
import type { BookingCancelled, BookingDetails, BookingMarked, BookingMoved, BookingRefunded } from '../../../api-client/contract/staff-actions.ts';

type Refund = BookingRefunded['refunds'][number];

function depositLine(deposit: BookingCancelled['deposit']): string {
  if (deposit.kind === 'refund') return `Refund: ${money(deposit.amount_minor!, deposit.currency!)} to the guest's ${deposit.method} (${deposit.why === 'policy' ? 'cancellation policy' : 'staff choice'})`;
  if (deposit.kind === 'kept') return `Deposit kept (${deposit.why === 'inside_notice' ? 'inside the free-cancellation notice' : 'staff choice'})`;
  return 'Deposit: none paid, nothing to refund';
}

export const toldLine = (told: string[]) => (told.length > 0 ? `Guest told by ${told.join(' and ')}` : 'Guest not told (no e-mail or mainland mobile on the booking, or sending failed)');

const refundLine = (refund: Refund) =>
  `Refund ${refund.id}: ${money(refund.amount_minor, refund.currency)} by ${refund.method}, ${refund.status}` +
  `${refund.provider_refund_id ? ` (provider's id ${refund.provider_refund_id})` : ''}${refund.last_error ? `; not sent yet: ${refund.last_error}` : ''}`;

export function cancelledLines(result: BookingCancelled): string[] {
  return [
    `Cancelled booking ${result.code} (${result.date} ${result.time})`,
    `Seats returned: ${result.seats_returned}`,
    depositLine(result.deposit),
    toldLine(result.told),
  ];
}

export function movedLines(result: BookingMoved): string[] {
  const difference = result.deposit_difference_fen;
  return [
    `Moved booking ${result.code}`,
    `From: ${result.from.date} ${result.from.time}, ${result.from.pax} guests`,
    `To: ${result.to.date} ${result.to.time}, ${result.to.pax} guests, ${result.to.area}`,
    ...(difference > 0 && result.pay_link
      ? [
          `Deposit asked for the larger party: ${money(difference, 'CNY')} by a payment link (${result.pay_link.told.join(' and ')}), until ${chinaTime(result.pay_link.expires_at)}; unpaid by then, the booking goes back to the party paid for`,
          `Payment link: ${result.pay_link.url}`,
        ]
      : []),
    ...(difference > 0 && !result.pay_link ? [`Deposit not yet paid for the larger party: ${money(difference, 'CNY')} (no contact for a payment link: collect it on the night)`] : []),
    ...(result.paid_beyond
      ? [`Deposit paid beyond the smaller party: ${money(result.paid_beyond.amount_minor, result.paid_beyond.currency)} (refund it with: refund ${result.code} AMOUNT, in ${result.paid_beyond.currency})`]
      : []),
    toldLine(result.told),
  ];
}

export const bookingCommand: AdminCommand = {
  name: 'booking',
  usage: ['booking CODE                             one booking, with payments, refunds, top-ups, requests and audit'],
  async run([code]) {
    if (!code) throw new Error('Which booking? npm run admin -- booking CODE');
    const booking = (await call('admin_booking', { params: { code } })) as Omit<BookingDetails, 'audit'> & {
      audit: Array<{ at: string; actor: string; action: string; note: string }>;
    };
    return [
      `Booking ${booking.code}: ${String(booking.status).replace('_', '-')}${booking.arrived ? ', arrived' : ''}`,
      `When: ${booking.date} ${booking.time}, ${booking.pax} guests, ${booking.area}${booking.walk_in ? ', walk-in' : ''}`,
      ...(booking.seats ? [`Seats ${booking.seats}`] : []),
      `Guest: ${booking.guest || '(no name)'}${booking.phone ? `, ${booking.phone}` : ''}${booking.email ? `, ${booking.email}` : ''} (${booking.lang})`,
      `Guest confirmed coming: ${booking.visit_confirmed_at ? chinaTime(booking.visit_confirmed_at) : 'not yet'}`,
      ...(booking.food ? [`Allergies and diet: ${booking.food}`] : []),
      ...(booking.occasion ? [`Occasion: ${booking.occasion}`] : []),
      ...(booking.notes ? [`Notes: ${booking.notes}`] : []),
      ...(booking.needs_refund ? ['Needs a refund: yes'] : []),
      ...booking.payments.map(
        (payment) => `Payment: ${money(payment.amount_minor, payment.currency)} by ${payment.method} (${payment.outcome}${payment.refund_due ? ', to refund' : ''}), ${payment.provider_transaction_id}`,
      ),
      ...booking.refunds.map(refundLine),
      ...(booking.refund_quote
        ? [
            `Can still refund: ${money(booking.refund_quote.left.amount_minor, booking.refund_quote.left.currency)} by ${booking.refund_quote.method} (type amounts in ${booking.refund_quote.left.currency})` +
              (booking.refund_quote.paid_beyond ? `; paid beyond the party: ${money(booking.refund_quote.paid_beyond.amount_minor, booking.refund_quote.paid_beyond.currency)}` : ''),
          ]
        : []),
      ...booking.topups.map(
        (topup) =>
          `Larger party ${topup.pax_before} -> ${topup.pax_after}: ${money(topup.amount_fen, 'CNY')} ${topup.status}` +
          (topup.status === 'open' ? ` (payment link until ${chinaTime(topup.expires_at)})` : ''),
      ),
      ...booking.requests.map(
        (request) => `Request ${request.id} (${request.type}): "${request.message}" ${request.resolved_at ? `resolved${request.outcome ? `, ${request.outcome}` : ''}` : 'open'}`,
      ),
      ...booking.audit.map((entry) => `${chinaTime(entry.at)} ${entry.actor} ${entry.action}${entry.note ? `: ${entry.note}` : ''}`),
    ];
  },
};

export const cancelCommand: AdminCommand = {
  name: 'cancel',
  usage: ['cancel CODE [--refund policy|full|none|AMOUNT] [--note TEXT]   cancel; seats return, guest told'],
  async run(args) {
    const { words, options } = parseOptions(args, ['refund', 'note']);
    if (!words[0]) throw new Error('Which booking? npm run admin -- cancel CODE');
    const result = (await call('admin_cancel_booking', { params: { code: words[0] }, body: { refund: options.refund, note: options.note } })) as BookingCancelled;
    return cancelledLines(result);
  },
};

export const moveCommand: AdminCommand = {
  name: 'move',
  usage: ['move CODE YYYY-MM-DD HH:MM [--party N] [--area counter|private] [--override] [--note TEXT]'],
  async run(args) {
    const { words, options } = parseOptions(args, ['party', 'area', 'note'], ['override']);
    const [code, date, time] = words;
    if (!code || !date || !time) throw new Error('Usage: npm run admin -- move CODE YYYY-MM-DD HH:MM [--party N]');
    const result = (await call('admin_move_booking', {
      params: { code },
      body: { date, time, party: options.party, area: options.area, override: options.override === true ? true : undefined, note: options.note },
    })) as BookingMoved;
    return movedLines(result);
  },
};

export const markCommand: AdminCommand = {
  name: 'mark',
  usage: ['mark CODE arrived|completed|no_show|expected [--note TEXT]'],
  async run(args) {
    const { words, options } = parseOptions(args, ['note']);
    const [code, mark] = words;
    if (!code || !mark) throw new Error('Usage: npm run admin -- mark CODE arrived|completed|no_show|expected');
    const result = (await call('admin_mark_booking', { params: { code }, body: { mark, note: options.note } })) as BookingMarked;
    return [`Booking ${result.code}: ${result.status.replace('_', '-')}${result.arrived ? ', arrived' : ''}`];
  },
};

export const refundCommand: AdminCommand = {
  name: 'refund',
  usage: ['refund CODE [AMOUNT] [--note TEXT]         give money back by the way it was paid (AMOUNT in its currency)'],
  async run(args) {
    const { words, options } = parseOptions(args, ['note']);
    const [code, amount] = words;
    if (!code) throw new Error('Usage: npm run admin -- refund CODE [AMOUNT]');
    const result = (await call('admin_refund_booking', { params: { code }, body: { amount, note: options.note } })) as BookingRefunded;
    return [...result.refunds.map(refundLine), toldLine(result.told)];
  },
};
