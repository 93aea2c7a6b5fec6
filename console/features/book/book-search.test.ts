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

  it('finds a Chinese name as written, with or without a space, and a Latin name in either order', () => {
    const lei = { code: 'K7QM24XA9PZE1BC3', first_name: '磊', last_name: '王', phone: null, email: null };
    for (const search of ['王磊', '王 磊', '磊']) expect(matchesSearch(lei, search)).toBe(true);
    expect(matchesSearch(lei, '王芳')).toBe(false);
    const lin = { ...lei, first_name: 'Lin', last_name: 'Zhao' };
    for (const search of ['Lin Zhao', 'zhao lin']) expect(matchesSearch(lin, search)).toBe(true);
  });
});
