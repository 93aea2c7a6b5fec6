import type { MoveChoice } from '../booking/move-fields.tsx';

/** The guest of a booking made for them, as typed: who, how to reach them, and the deposit asked or waived. */
export interface NewGuest {
  first: string;
  last: string;
  country: string;
  phone: string;
  email: string;
  lang: 'en' | 'zh';
  deposit: 'link' | 'waive';
  reason: string;
  notes: string;
}

export const noGuestYet: NewGuest = { first: '', last: '', country: '86', phone: '', email: '', lang: 'zh', deposit: 'link', reason: '', notes: '' };

const blank = (text: string) => text.trim() || undefined;

/** What a booking for a guest sends: an empty field is left out, and a waived deposit carries its reason. */
export const bookForGuestBody = (when: MoveChoice, guest: NewGuest) => ({
  date: when.date,
  time: when.time,
  party: when.party,
  first_name: guest.first,
  last_name: guest.last,
  country: guest.country.trim() || '86',
  phone: blank(guest.phone),
  email: blank(guest.email),
  lang: guest.lang,
  waive_deposit: guest.deposit === 'waive' ? guest.reason : undefined,
  notes: blank(guest.notes),
  note: blank(when.note),
});
