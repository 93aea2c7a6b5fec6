import { describe, expect, it } from 'vitest';
import { changesCachedReads } from './write-watch.ts';

describe('which statements invalidate cached reads', () => {
  it('counts writes to bookings, settings, closed dates and seatings, and tables it does not know', () => {
    expect(changesCachedReads("insert into bookings (code) values ('x')")).toBe(true);
    expect(changesCachedReads('with expired as (\n update bookings set seats_released = true returning pax) select 1')).toBe(true);
    expect(changesCachedReads('insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value')).toBe(true);
    expect(changesCachedReads('DELETE FROM closed_dates where day = $1')).toBe(true);
    expect(changesCachedReads('update seatings set seats = $2 where id = $1')).toBe(true);
    expect(changesCachedReads('insert into some_new_table values (1)')).toBe(true);
  });

  it('ignores reads and writes that cannot change availability or settings', () => {
    expect(changesCachedReads('select * from bookings where code = $1 for update of bookings')).toBe(false);
    expect(changesCachedReads('insert into sessions (token_hash, created_at, last_seen_at) values ($1, $2, $2) returning id')).toBe(false);
    expect(changesCachedReads('update otp_codes set attempts = attempts + 1 where id = $1')).toBe(false);
    expect(changesCachedReads('insert into session_contacts (session_id, kind, value) values ($1, $2, $3) on conflict do nothing')).toBe(false);
  });
});
