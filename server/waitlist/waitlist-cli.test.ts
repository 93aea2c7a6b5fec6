import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../test/admin-cli-server.ts';

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer('waitlist');
}, 60_000);
afterAll(() => cli?.close());

const admin = (...args: string[]) => cli.admin(...args);

describe('npm run admin -- waitlist', () => {
  it('lists who waits for an evening, one line each in order, and refuses a malformed date', async () => {
    expect((await admin('waitlist')).stdout).toContain('Nobody waits for an evening from today on.');
    const { rows } = await cli.server.app.db.query<{ id: string }>(
      `insert into waitlist_entries (booking_date, pax, seating_ids, channel, contact, lang, created_at)
       values ('2099-06-11', 2, array(select s.id from seatings s join timeslots t on t.id = s.timeslot_id where t.name = '19:00' limit 1), 'email', 'ann@example.com', 'en', '2099-06-01T02:00:00Z'),
              ('2099-06-11', 4, '{}', 'sms', '86 13900001111', 'zh', '2099-06-01T03:00:00Z')
       returning id`,
    );
    const listed = (await admin('waitlist', '2099-06-11')).stdout.trim().split('\n');
    expect(listed).toEqual([
      `#${rows[0]!.id} 2099-06-11 2 guests, 19:00: ann@example.com (email, en) since 2099-06-01 10:00 (China time), waiting`,
      `#${rows[1]!.id} 2099-06-11 4 guests, any time: 86 13900001111 (sms, zh) since 2099-06-01 11:00 (China time), waiting`,
    ]);
    expect((await admin('waitlist', '2099-06-12')).stdout).toContain('Nobody waits for 2099-06-12.');
    await expect(admin('waitlist', 'tomorrow')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Usage: npm run admin -- waitlist [YYYY-MM-DD]') });

    // An evening beyond what can be booked has no seating to offer; an entry taken off is gone.
    await expect(admin('waitlist', 'offer', rows[0]!.id, '19:00')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No seating at 19:00 can be offered on 2099-06-11') });
    expect((await admin('waitlist', 'remove', rows[1]!.id)).stdout).toBe(`#${rows[1]!.id} is off the waitlist; seats held for them and not paid are free again.\n`);
    await expect(admin('waitlist', 'remove', rows[1]!.id)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('404') });
    expect((await admin('waitlist', '2099-06-11')).stdout.trim().split('\n')).toHaveLength(1);
  }, 60_000);
});
