import { searchableName } from '../../../api-client/rules/guest-name.ts';

/** What a search of the book looks in: the guest's names, phone, e-mail and the booking's code. */
export interface Searchable {
  code: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Every word typed must be found; a phone matches on its digits, however it was typed. */
export function matchesSearch(entry: Searchable, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [entry.code, searchableName(entry.first_name, entry.last_name), entry.email].filter(Boolean).join(' ').toLowerCase();
  const phone = digits(entry.phone ?? '');
  return words.every((word) => text.includes(word) || (digits(word).length >= 3 && phone.includes(digits(word))));
}

/** A whole booking code as typed (letters and digits, with a digit), looked up on any date. */
export const looksLikeCode = (text: string): boolean => /^[0-9A-Z]{8,32}$/.test(text) && /\d/.test(text);
