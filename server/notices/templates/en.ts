import { GLOSSARY, guestCount } from '../../../api-client/rules/glossary.ts';
import type { ConfirmedFacts, DepositWords, NoticeTemplates, Place, Visit } from './kinds.ts';

/** What the guest's messages say in English. */
const words = GLOSSARY.en;
/** The manage page's button the reminder asks the guest to tap (the widget's myBookings.confirmVisit). */
const CONFIRM_BUTTON = "I'm coming";

const greeting = (guest: string) => (guest ? `Dear ${guest},` : 'Dear guest,');

const details = (visit: Visit) => [
  `Date: ${visit.date}`,
  `Time: ${visit.time}`,
  `${words.guests}: ${visit.pax}`,
  ...(visit.seats ? [`Seats at the counter: ${visit.seats}`] : []),
  ...(visit.deposit === undefined ? [] : [`Deposit: ${visit.deposit}`]),
  `${words.bookingCode}: ${visit.code}`,
];

const signature = (place: Place) => [place.name, `Address: ${place.address}`, `Phone: ${place.phone}`];

/** The booking opens from the link without a code: to see it, add it to a calendar, say the guest is coming, ask for a change. */
const manageLines = (url: string) => [
  'See or manage your booking (add it to your calendar, tell us you are coming, ask for a change or cancellation), no code needed:',
  url,
  `The link is for this booking only and stops working after your visit; you can also use "${words.myBookings}" with a code, or call us.`,
];

/** 'A', 'A and B', 'A, B and C'. */
const andList = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** What the guest chose (food, occasion), or the allergy question when they named no food. */
function choiceLines(facts: ConfirmedFacts): string[] {
  const lines: string[] = [];
  if (facts.food) lines.push(`Dietary needs: ${facts.food}`);
  if (facts.occasion) lines.push(`Occasion: ${facts.occasion}`);
  if (!facts.food && facts.allergyHours > 0) lines.push(`Allergies or dietary needs? Please tell us at least ${facts.allergyHours} hours before your visit.`);
  return lines;
}

const cancellationRule = (days: number) =>
  `Cancellation: free at least ${days} working days before your visit (the deposit is refunded); after that the deposit is not refunded, but the booking can be moved.`;

function depositSentence(deposit: DepositWords): string {
  if (deposit.kind === 'refund') return `Your deposit of ${deposit.amount} is being refunded to your ${deposit.method} account; ${deposit.method} decides when it arrives.`;
  if (deposit.kind === 'kept') return 'As the cancellation came inside our free-cancellation notice, the deposit is not refunded; please contact us to rebook.';
  return '';
}

export const en: NoticeTemplates = {
  methods: { wechat: 'WeChat Pay', alipay: 'Alipay', paypal: 'PayPal' },
  listed: (items) => items.join(', '),
  paidDeposit: (paid) => `${paid.deposit}${paid.paidUsd ? ` = ${paid.paidUsd}` : ''} (paid by ${paid.method})`,
  calendar: (visit) => ({
    title: `Dinner at ${visit.place.name} (${guestCount(visit.pax, 'en')})`,
    description: [...details(visit), `Phone: ${visit.place.phone}`].join('\n'),
  }),

  confirmed: (visit, facts) => {
    const choices = choiceLines(facts);
    const chosen = choices.map((line) => ` ${line.replace(/\.$/, '')}.`).join('');
    return {
      subject: `Booking confirmed: ${visit.date}, ${visit.time} · ${visit.code}`,
      lines: [
        greeting(visit.guest),
        '',
        'Your deposit is paid and your table is booked.',
        '',
        ...details(visit),
        ...choices,
        '',
        'The deposit is deducted from your final bill.',
        cancellationRule(facts.freeCancelWorkingDays),
        '',
        ...manageLines(facts.manageUrl),
        '',
        ...signature(visit.place),
      ],
      sms:
        `[${visit.place.name}] Booking confirmed: ${visit.date} ${visit.time}, ${guestCount(visit.pax, 'en')}, deposit ${visit.deposit}.${chosen}` +
        ` Free cancellation ${facts.freeCancelWorkingDays}+ working days ahead. ${words.bookingCode} ${visit.code}. ${visit.place.address}.` +
        ` Tel ${visit.place.phone}. Manage: ${facts.manageUrl}`,
    };
  },

  bookedForGuest: (visit, facts) => {
    const deposit = facts.depositWaived ? 'No deposit is due for this booking.' : '';
    return {
      subject: `Booking confirmed: ${visit.date}, ${visit.time} · ${visit.code}`,
      lines: [
        greeting(visit.guest),
        '',
        'Your table is booked.',
        '',
        ...details(visit),
        ...(deposit ? ['', deposit] : []),
        '',
        ...(facts.manageUrl ? manageLines(facts.manageUrl) : [`To change or cancel, send a request from "${words.myBookings}" or call us.`]),
        '',
        ...signature(visit.place),
      ],
      sms:
        `[${visit.place.name}] Booking confirmed: ${visit.date} ${visit.time}, ${guestCount(visit.pax, 'en')}. ${words.bookingCode} ${visit.code}. ` +
        `${deposit ? `${deposit} ` : ''}Tel ${visit.place.phone}${facts.manageUrl ? `. Manage: ${facts.manageUrl}` : ''}`,
    };
  },

  payLink: (visit, link) => ({
    subject: `Pay the deposit to confirm: ${visit.date}, ${visit.time} · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `We are holding your table. Please pay the deposit of ${link.deposit} by ${link.deadline} (China time) to confirm it:`,
      link.url,
      '',
      ...details(visit),
      '',
      'The deposit is deducted from your final bill. Unpaid by then, the table is released.',
      '',
      ...signature(visit.place),
    ],
    sms: `[${visit.place.name}] Table held: ${visit.date} ${visit.time}, ${guestCount(visit.pax, 'en')}. Pay the deposit of ${link.deposit} by ${link.deadline}: ${link.url}`,
  }),

  moved: (visit, previous) => ({
    subject: `Booking changed: ${visit.date}, ${visit.time} · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `Your booking has been changed (it was ${previous.date} ${previous.time}, ${guestCount(previous.pax, 'en')}). Your booking now:`,
      '',
      ...details(visit),
      '',
      'The calendar file attached updates this dinner in your calendar.',
      '',
      ...signature(visit.place),
    ],
    sms: `[${visit.place.name}] Your booking is changed to ${visit.date} ${visit.time}, ${guestCount(visit.pax, 'en')}. ${words.bookingCode} ${visit.code}. Tel ${visit.place.phone}`,
  }),

  cancelled: (visit, deposit) => {
    const money = depositSentence(deposit);
    return {
      subject: `Booking cancelled: ${visit.date}, ${visit.time} · ${visit.code}`,
      lines: [
        greeting(visit.guest),
        '',
        'Your booking has been cancelled:',
        '',
        ...details(visit),
        ...(money ? ['', money] : []),
        '',
        'If anything is unclear, please call us.',
        '',
        ...signature(visit.place),
      ],
      sms:
        `[${visit.place.name}] Your booking for ${visit.date} ${visit.time} is cancelled. ${words.bookingCode} ${visit.code}. ` +
        `${money ? `${money} ` : ''}Tel ${visit.place.phone}`,
    };
  },

  requestDeclined: (visit, facts) => ({
    subject: `Your request to ${facts.asked} booking ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `We could not ${facts.asked} your booking as you asked; it stays as it is:`,
      '',
      ...details(visit),
      '',
      facts.reply,
      '',
      ...signature(visit.place),
    ],
    sms: `[${visit.place.name}] About your booking ${visit.code} on ${visit.date} ${visit.time}: ${facts.reply} Tel ${visit.place.phone}`,
  }),

  refunded: (visit, refunds) => {
    const line = `We are refunding ${andList(refunds.map((refund) => `${refund.amount} to your ${refund.method} account`))}.`;
    return {
      subject: `Refund of ${refunds.map((refund) => refund.amount).join(' + ')} · ${visit.code}`,
      lines: [greeting(visit.guest), '', line, '', ...details(visit), '', ...signature(visit.place)],
      sms: `[${visit.place.name}] ${line} ${words.bookingCode} ${visit.code}. Tel ${visit.place.phone}`,
    };
  },

  topupLink: (visit, link) => ({
    subject: `Pay ${link.amount} for your larger party · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `Your booking is now for ${guestCount(visit.pax, 'en')} instead of ${link.paxBefore}, and the seats are held for you. ` +
        `Please pay the deposit of ${link.amount} for the extra guests by ${link.deadline} (China time):`,
      link.url,
      '',
      ...details(visit),
      '',
      `Unpaid by then, the booking goes back to ${guestCount(link.paxBefore, 'en')}; the deposit you paid is unaffected.`,
      '',
      ...signature(visit.place),
    ],
    sms:
      `[${visit.place.name}] Your booking on ${visit.date} ${visit.time} is now for ${guestCount(visit.pax, 'en')}. ` +
      `Pay ${link.amount} for the extra guests by ${link.deadline}: ${link.url}`,
  }),

  topupExpired: (visit, paxAsked) => ({
    subject: `Your booking is for ${guestCount(visit.pax, 'en')} again · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `The deposit for the extra guests was not paid in time, so your booking is for ${guestCount(visit.pax, 'en')} again (not ${paxAsked}). ` +
        'Please contact us if you still need the larger table.',
      '',
      ...details(visit),
      '',
      ...signature(visit.place),
    ],
    sms: `[${visit.place.name}] The extra deposit was not paid in time: your booking on ${visit.date} ${visit.time} is for ${guestCount(visit.pax, 'en')} again.`,
  }),

  topupPaid: (visit, amount) => ({
    subject: `Payment received: ${guestCount(visit.pax, 'en')} confirmed · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `We received your deposit of ${amount}: your booking for ${guestCount(visit.pax, 'en')} is confirmed.`,
      '',
      ...details(visit),
      '',
      ...signature(visit.place),
    ],
    sms: `[${visit.place.name}] Deposit of ${amount} received: your booking on ${visit.date} ${visit.time} for ${guestCount(visit.pax, 'en')} is confirmed.`,
  }),

  reminder: (visit, facts) => ({
    subject: `Reminder: ${visit.date}, ${visit.time} · ${visit.code}`,
    lines: [
      greeting(visit.guest),
      '',
      `We look forward to seeing you at ${visit.place.name}: ${visit.date} at ${visit.time}, ${guestCount(visit.pax, 'en')}.`,
      '',
      ...(facts.allergyHours === null
        ? []
        : [
            `If anyone in your party has an allergy or dietary need, please tell us at least ${facts.allergyHours} hours before your visit ` +
              '(reply to this e-mail or call us) so the chef can prepare.',
            '',
          ]),
      `Please let us know you are coming: open the link below and tap "${CONFIRM_BUTTON}".`,
      '',
      ...manageLines(facts.manageUrl),
      '',
      `${words.bookingCode}: ${visit.code}`,
      ...signature(visit.place),
    ],
    sms:
      `[${visit.place.name}] Reminder: ${visit.date} ${visit.time}, ${guestCount(visit.pax, 'en')}.` +
      `${facts.allergyHours === null ? '' : ` Allergies or dietary needs? Please tell us ${facts.allergyHours} hours ahead.`}` +
      ` ${words.bookingCode} ${visit.code}. Tap to confirm you are coming: ${facts.manageUrl} Tel ${visit.place.phone}`,
  }),

  waitlistOffer: (offer) => ({
    subject: `A table is held for you on ${offer.date} until ${offer.until} · ${offer.place.name}`,
    lines: [
      greeting(''),
      '',
      `A table has freed up on ${offer.date}, the evening you were waiting for: ${offer.time}, for ${guestCount(offer.pax, 'en')}.`,
      '',
      `The seats are held for you until ${offer.until} (Shanghai time): nobody else can book them before then. Book them here:`,
      offer.url,
      '',
      'After that, they go to the next guest on the waitlist. No longer interested? Leave the waitlist:',
      offer.leaveUrl,
      '',
      offer.place.name,
      `Phone: ${offer.place.phone}`,
    ],
    sms:
      `[${offer.place.name}] A table for ${guestCount(offer.pax, 'en')} is free on ${offer.date} at ${offer.time}, held for you until ${offer.until} (Shanghai time). ` +
      `Book it: ${offer.url} Leave the waitlist: ${offer.leaveUrl}`,
  }),
};
