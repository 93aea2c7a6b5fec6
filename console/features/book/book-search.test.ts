import { describe, expect, it } from 'vitest';
import { bookingReference } from '../../../api-client/rules/booking-reference.ts';
import { matchesSearch } from './book-search.ts';

describe('the book’s search and a guest’s short reference', () => {
  it('finds its booking in the console’s book, typed as the guest reads it', () => {
    const entry = { code: 'K7QM24XA9PZE1BC3', first_name: 'Mei', last_name: 'Wang', phone: '13800000000', email: null };
    expect(matchesSearch(entry, bookingReference(entry.code))).toBe(true);
    expect(matchesSearch(entry, 'ZE1BC3')).toBe(true);
    expect(matchesSearch({ ...entry, code: 'K7QM24XA9PZE1BC4' }, 'ZE1 BC3')).toBe(false);
  });
});
