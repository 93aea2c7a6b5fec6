import { describe, expect, it } from 'vitest';
import { inVisitOrder } from './booking-order.ts';
import { listed } from '../../test/listed-booking-fixture.ts';

describe('my bookings in visit order', () => {
  it('puts the next visit first, later ones after it, and past visits last, latest first', () => {
    const at = (id: number, booking_date: string, time = '19:00') =>
      listed({ id, booking_date, seating: { id: 2, timeslot: { id: 2, name: time }, area: { code: 'counter', name_en: "Chef's counter", name_zh: '主厨台' } } });
    const bookings = [at(1, '2026-05-01'), at(2, '2026-07-01'), at(3, '2026-06-20', '19:00'), at(4, '2026-06-20', '18:00'), at(5, '2026-05-20'), at(6, '2026-06-10')];
    expect(inVisitOrder(bookings, '2026-06-10').map((booking) => booking.id)).toEqual([6, 4, 3, 2, 5, 1]);
  });
});
