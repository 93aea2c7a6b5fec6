/**
 * Every kind of message a guest receives, as one interface: each language is one table of these
 * (en.ts, zh.ts), so a missing kind in a table is a type error. A template gets its facts already
 * formatted in its language (server/notices/facts.ts) and only words them.
 */

/** The languages a guest is written to in, each with its table in tables.ts. */
export type Language = 'en' | 'zh';

/** The restaurant as a message signs it, in the message's language. */
export interface Place {
  name: string;
  address: string;
  phone: string;
}

/** A booking's visit, as every message about it states it. */
export interface Visit {
  /** The guest as addressed ('林美玲女士', 'Ms 林美玲'); '' without a name. */
  guest: string;
  code: string;
  /** The visit's date in words: 'Wednesday 10 Jun 2026', '2026年6月10日 星期三'. */
  date: string;
  /** 'HH:mm' */
  time: string;
  pax: number;
  /** The party's seat numbers at the counter ('5-6'), once assigned. */
  seats?: string | null;
  /** The paid deposit, listed among the details of a confirmation only (paidDeposit). */
  deposit?: string;
  place: Place;
}

/** An e-mail and the SMS that says the same in short. */
export interface Notice {
  subject: string;
  lines: string[];
  sms: string;
}

/** Money given back: the amount in words and the payment method's name. */
export interface MoneyBack {
  amount: string;
  method: string;
}

/** What happens to the deposit of a cancelled booking, in words. */
export type DepositWords = ({ kind: 'refund' } & MoneyBack) | { kind: 'kept' } | { kind: 'none' };

export type PaymentMethod = 'wechat' | 'alipay' | 'paypal';

/** The deposit as paid: in RMB, the dollars when paid in dollars, and how. */
export interface PaidDeposit {
  deposit: string;
  /** The amount in dollars when it was paid in dollars, else null. */
  paidUsd: string | null;
  method: string;
}

export interface ConfirmedFacts {
  /** Food restrictions and occasion in the guest's language; '' when none. */
  food: string;
  occasion: string;
  /** Allergies are asked for this many hours ahead when no food is named; 0 asks nothing. */
  allergyHours: number;
  freeCancelWorkingDays: number;
  manageUrl: string;
}

export interface BookedForGuestFacts {
  depositWaived: boolean;
  /** The booking's manage link, when the guest has one. */
  manageUrl: string | null;
}

export interface DeclinedFacts {
  asked: 'change' | 'cancel';
  /** The restaurant's own words. */
  reply: string;
}

export interface PayLinkFacts {
  url: string;
  deposit: string;
  /** The hold's end in restaurant time, in words. */
  deadline: string;
}

export interface TopupLinkFacts {
  url: string;
  amount: string;
  deadline: string;
  /** The party the paid deposit covers. */
  paxBefore: number;
}

export interface ReminderFacts {
  manageUrl: string;
  /** Hours ahead to tell of allergies; null when the reminder asks nothing. */
  allergyHours: number | null;
}

/** Seats held for a waiting guest. */
export interface OfferFacts {
  date: string;
  time: string;
  pax: number;
  /** When the hold lapses, 'HH:mm' Shanghai time. */
  until: string;
  url: string;
  leaveUrl: string;
  place: Place;
}

export interface NoticeTemplates {
  /** The payment methods as the guest's messages name them. */
  methods: Record<PaymentMethod, string>;
  /** Names in a running list, as an SMS template parameter holds them. */
  listed(items: readonly string[]): string;
  /** The deposit line of a confirmation's details. */
  paidDeposit(paid: PaidDeposit): string;
  /** The calendar event's title and description. */
  calendar(visit: Visit): { title: string; description: string };

  /** The deposit is paid: the booking is confirmed. */
  confirmed(visit: Visit, facts: ConfirmedFacts): Notice;
  /** Staff booked for a guest who phoned or wrote. */
  bookedForGuest(visit: Visit, facts: BookedForGuestFacts): Notice;
  /** Staff booked with a deposit to pay: the table is held until the link is paid. */
  payLink(visit: Visit, facts: PayLinkFacts): Notice;
  /** A new date, time or party size. */
  moved(visit: Visit, previous: { date: string; time: string; pax: number }): Notice;
  cancelled(visit: Visit, deposit: DepositWords): Notice;
  /** A change or cancel request the restaurant will not carry out. */
  requestDeclined(visit: Visit, facts: DeclinedFacts): Notice;
  /** Money given back outside a cancellation, every payment of it at once. */
  refunded(visit: Visit, refunds: readonly MoneyBack[]): Notice;
  /** A larger party: the link pays the extra guests' deposit. */
  topupLink(visit: Visit, facts: TopupLinkFacts): Notice;
  /** The top-up link ran out unpaid: the booking is for the paid party again. */
  topupExpired(visit: Visit, paxAsked: number): Notice;
  topupPaid(visit: Visit, amount: string): Notice;
  /** Before the visit: when, how many, the manage link, and the allergy question. */
  reminder(visit: Visit, facts: ReminderFacts): Notice;
  /** Seats freed on an evening a guest waits for, held for them. */
  waitlistOffer(offer: OfferFacts): Notice;
}
